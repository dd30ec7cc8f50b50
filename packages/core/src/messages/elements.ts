/** Catalogue part 'elements': key -> Dutch text with {param} placeholders. */
export const elementsMessages = {
  'element.numberInvalid': 'Vul een getal in.',
  'element.stateTransitionOnePerPhase':
    'Er mag maar één statusovergang per fase zijn (fase {phase}).',

  // Tokens panel and replaced values.
  'element.yes': 'Ja',
  'element.no': 'Nee',
  'element.phaseValue': 'Fase {phase}',
  'element.trackingPoints': '{count} locatiepunten',
  'element.token.registrationSerialNumber': 'Registratienummer',
  'element.token.registrationDate': 'Registratiedatum',
  'element.token.registrationPhase': 'Fase van de registratie',
  'element.token.registrationUser': 'Gebruiker die de registratie heeft ingevuld',
  'element.token.formName': 'Formuliernaam',
  'element.token.subformIndex': 'Volgnummer van het item in het subformulier',
  'element.token.datasourceField': 'Veld {field} van de databron',

  // Fill-time validation (document 1 section 5).
  'validation.required': 'Dit veld is verplicht.',
  // Issue 30, 4: a comma and a point are both decimal separators; only a number that reads two
  // ways ('1.234': 1234 or 1,234) is asked about, with both readings.
  'validation.number': 'Vul een geldig getal in, bijvoorbeeld 12,50.',
  'validation.numberAmbiguous':
    'Bedoelt u {decimal} of {thousands}? Typ een komma als decimaalteken en duizendtallen zonder punt.',
  'validation.decimal': 'Vul een geldig decimaal getal in.',
  'validation.email': 'Vul een geldig e-mailadres in.',
  'validation.minLength': 'Vul minimaal {min} tekens in.',
  'validation.maxLength': 'Vul maximaal {max} tekens in.',
  'validation.min': 'De waarde moet minimaal {min} zijn.',
  'validation.max': 'De waarde mag maximaal {max} zijn.',
  'validation.option': 'Kies een van de opties.',
  'validation.valueShape': 'Deze waarde past niet bij dit veld.',
  // Issue 29 part C: a value larger than its element type ever allows (not a typed text).
  'validation.valueTooLarge': 'Deze waarde is te groot om op te slaan.',
  'validation.date': 'Vul een geldige datum in.',
  'validation.time': 'Vul een geldige tijd in (uu:mm).',
  'validation.fileSize': 'Maximale bestandsgrootte is 20Mb.',
  'validation.imageType': 'Er kunnen alleen jpeg, png of gif afbeeldingen worden geupload',
  'validation.gpsAccuracy': 'Een accurate locatie is verplicht.',
  'validation.searchMaxValues': 'U kunt maximaal {max} waarden selecteren.',
  'validation.mapMaxFeatures': 'U kunt maximaal {max} objecten selecteren.',
  'validation.subformItems': 'Een of meer items zijn niet correct ingevuld.',
} as const;
