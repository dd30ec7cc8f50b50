/** Catalogue part 'web-ui': key -> Dutch text with {param} placeholders. */
export const webUiMessages = {} as const;
