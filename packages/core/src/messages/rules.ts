/** Catalogue part 'rules': key -> Dutch text with {param} placeholders. */
export const rulesMessages = {
  // Spec texts (document 1 sections 5 and 8, document 2 sections 5 and 8).
  'calculation.error': 'Fout',
  'calculation.incomplete':
    'Berekening wordt nog niet uitgevoerd omdat niet alle velden zijn ingevuld.',
  // Rule editor messages and labels: the spec names the checks, not their wording ('required' and
  // 'not a number' reuse validation.required and element.numberInvalid).
  'rules.unknownDataName': 'Element "{dataName}" bestaat niet in dit formulier.',
  'rules.unknownRuleForm': 'Subformulier "{ruleForm}" bestaat niet in dit formulier.',
  'rules.operatorNotAllowed': 'Operator "{operator}" is niet toegestaan voor dit element.',
  'rules.unknownOperator': 'Onbekende operator "{operator}".',
  'rules.operator.eq': 'is gelijk aan',
  'rules.operator.neq': 'is niet gelijk aan',
  'rules.operator.gt': 'is groter dan',
  'rules.operator.gte': 'is groter dan of gelijk aan',
  'rules.operator.lt': 'is kleiner dan',
  'rules.operator.lte': 'is kleiner dan of gelijk aan',
  'rules.operator.empty': 'is leeg',
  'rules.operator.notEmpty': 'is niet leeg',
  'rules.operator.contains': 'bevat',
  'rules.operator.notContains': 'bevat niet',
  'rules.operator.strEquals': 'is gelijk aan (tekst)',
  'rules.operator.strStartsWith': 'begint met',
  'rules.operator.strEndsWith': 'eindigt met',
  'rules.operator.strIncludes': 'bevat (tekst)',
} as const;
