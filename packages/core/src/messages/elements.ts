/** Catalogue part 'elements': key -> Dutch text with {param} placeholders. */
export const elementsMessages = {} as const;
