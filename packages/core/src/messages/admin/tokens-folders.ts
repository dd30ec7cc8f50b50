/** Labels of the tokens panel, the folder administration and the folder hide toggle. */
export const tokensFoldersMessages = {} as const;
