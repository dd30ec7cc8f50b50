/** Catalogue part 'spec-texts': key -> Dutch text with {param} placeholders. */
export const specTextsMessages = {} as const;
