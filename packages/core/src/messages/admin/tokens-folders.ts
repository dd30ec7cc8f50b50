/** Labels of the tokens panel, the folder administration and the folder hide toggle. */
export const tokensFoldersMessages = {
  'tokensPanel.expand': 'Tokens tonen',
  'tokensPanel.collapse': 'Tokens inklappen',
  'tokensPanel.copy': 'Kopieer {token}',
  'tokensPanel.list': 'Beschikbare tokens',
  'tokensPanel.empty': 'Er zijn geen tokens.',
  'folderAdmin.hide': 'Verbergen',
  'folderAdmin.show': 'Zichtbaar maken',
  'folderAdmin.actionsFor': 'Acties voor map {name}',
} as const;
