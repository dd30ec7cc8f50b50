/** Catalogue part 'rules': key -> Dutch text with {param} placeholders. */
export const rulesMessages = {} as const;
