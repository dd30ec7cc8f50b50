/** Labels of the form renderer and its elements (doc 1 §2.9, §5); spec texts stay in spec-texts-filling. */
export const fillUiMessages = {} as const;
