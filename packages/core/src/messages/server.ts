/** Catalogue part 'server': key -> Dutch text with {param} placeholders. */
export const serverMessages = {} as const;
