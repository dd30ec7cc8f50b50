/**
 * Labels of the editor around the list: favourites, subform children, the live preview and the
 * form tab bar (doc 2 §2 'Element editor').
 */
export const editorWorkspaceMessages = {} as const;
