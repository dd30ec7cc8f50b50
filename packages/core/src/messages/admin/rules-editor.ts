/**
 * Labels and toasts of the rule editor (doc 2 §5, §8). The checks' messages and the operator
 * names stay in the main catalogue: core's rule validation names them, and the server answers them.
 */
export const rulesEditorMessages = {
  'rules.saved': 'Regels zijn opgeslagen',
  'rules.saveFailed': 'Regels konden niet worden aangepast.',
  'rules.ruleForm.main': 'Hoofdformulier',
  'rules.method.AND': 'Alle voorwaarden (EN)',
  'rules.method.OR': 'Eén van de voorwaarden (OF)',
  'rules.action.show': 'Tonen',
  'rules.action.hide': 'Verbergen',
  'rules.action.visually_hidden': 'Visueel verbergen',
  'rules.action.set': 'Waarde instellen',
} as const;
