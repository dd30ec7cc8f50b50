/**
 * Labels of the editor around the list: favourites, subform children, the live preview and the
 * form tab bar (doc 2 §2 'Element editor').
 */
export const editorWorkspaceMessages = {
  'editorWorkspace.preview': 'Voorbeeld',
  'editorWorkspace.previewShow': 'Voorbeeld tonen',
  'editorWorkspace.previewNote':
    'Zo ziet het formulier eruit bij het invullen. Wat u hier invult, wordt niet opgeslagen.',
  'editorWorkspace.previewEmpty': 'Voeg een element toe om hier het voorbeeld te zien.',
} as const;
