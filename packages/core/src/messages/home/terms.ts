/** The terms wall's text (doc 1 §2.3); the spec's own texts ('terms.*') are in spec-texts.ts. */
export const termsMessages = {
  'ui.terms.intro':
    'Om met klant "{client}" te kunnen werken, vragen wij u akkoord te gaan met de algemene voorwaarden.',
  'ui.terms.use':
    'U gebruikt deze app namens uw organisatie om formulieren in te vullen en registraties te beheren, en alleen voor dat doel.',
  'ui.terms.account':
    'Uw inloggegevens zijn persoonlijk. Deel ze met niemand en log uit op een apparaat dat ook door anderen wordt gebruikt.',
  'ui.terms.data':
    'U bent verantwoordelijk voor de juistheid van de gegevens die u invult. Persoonsgegevens worden verwerkt volgens de AVG en alleen gebruikt voor het doel waarvoor ze zijn verzameld.',
  'ui.terms.credits':
    'Elke verstuurde registratie verbruikt een credit van uw organisatie. Bij misbruik kan uw toegang worden ingetrokken.',
  'ui.terms.questions':
    'Vragen over deze voorwaarden? Neem contact op met de beheerder van uw organisatie.',
  'ui.terms.save': 'Opslaan',
} as const;
