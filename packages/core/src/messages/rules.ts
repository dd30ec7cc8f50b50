/** Catalogue part 'rules': key -> Dutch text with {param} placeholders. */
export const rulesMessages = {
  // Spec texts (document 1 sections 5 and 8, document 2 sections 5 and 8).
  'calculation.error': 'Fout',
  'calculation.incomplete':
    'Berekening wordt nog niet uitgevoerd omdat niet alle velden zijn ingevuld.',
  // The rule engine's errors (RuleOperatorError, which the filler may meet too). The rule editor's
  // checks and operator labels are in the editor catalogue ('@eform/core/messages/editor').
  'rules.operatorNotAllowed': 'Operator "{operator}" is niet toegestaan voor dit element.',
  'rules.unknownOperator': 'Onbekende operator "{operator}".',
} as const;
