/**
 * The texts the server answers with (errors, refusals, delivery reasons, export columns): part of
 * the server-only catalogue, so none of it rides in the web app's entry (the web shows an
 * answer's `message` as the server sent it). `DomainError` finds them once the server has
 * registered this catalogue (`registerAnswerMessages`).
 */
export const serverAnswerMessages = {
  'server.error.unauthenticated': 'U bent niet (meer) ingelogd. Log opnieuw in.',
  'server.error.notFound': 'De gevraagde gegevens zijn niet gevonden.',
  'server.error.validation': 'Het verzoek is niet of verkeerd ingevuld.',
  'server.error.fieldRequired': 'Het veld "{field}" is verplicht.',
  'server.error.fieldInvalid': 'Het veld "{field}" is niet goed ingevuld.',
  'server.error.conflict': 'De gegevens zijn intussen gewijzigd of bestaan al.',
  'server.error.payloadTooLarge': 'Het verzoek is te groot.',
  'server.error.rangeNotSatisfiable': 'Het gevraagde deel van het bestand bestaat niet.',
  'server.error.unprocessable': 'Het verzoek kan niet worden verwerkt.',
  'server.error.insufficientCredits': 'De credits zijn op. U kunt dit formulier niet versturen.',
  'server.error.unavailable': 'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
  'server.charts.tooHeavy':
    'De grafieken van deze selectie vragen te veel rekenwerk. Kies een kleinere selectie, bijvoorbeeld een kortere periode met een filter op de datum.',
  'server.error.internal': 'Er is iets misgegaan op de server. Probeer het later opnieuw.',
  'server.error.apiNotFound': 'Deze API-aanroep bestaat niet.',
  'server.error.unsupportedMediaType': 'Dit soort inhoud wordt hier niet geaccepteerd.',
  'server.error.uriTooLong': 'Het adres van het verzoek is te lang.',
  'server.error.headersTooLarge': 'De kopregels van het verzoek zijn te groot.',
  'server.error.requestTimeout': 'Het verzoek duurde te lang. Probeer het opnieuw.',
  'server.error.badRequest': 'Het verzoek kon niet worden gelezen.',
  'server.error.badUrl': 'Het adres van het verzoek is ongeldig.',
  'server.error.malformedBody': 'De inhoud van het verzoek is onleesbaar of onvolledig.',
  'server.error.controlCharacters': 'Het verzoek bevat ongeldige tekens.',
  'server.error.tooDeep': 'De inhoud van het verzoek is te diep genest.',
  'server.error.tooManyRequests': 'Te veel verzoeken. Probeer het over een minuut opnieuw.',

  'auth.invalidCredentials': 'Onjuist e-mailadres of wachtwoord.',
  'auth.tooManyAttempts': 'Te veel inlogpogingen. Probeer het over {minutes} minuten opnieuw.',
  'auth.tooManyAttemptsShort': 'Te veel inlogpogingen. Probeer het over een halve minuut opnieuw.',

  'server.form.publishNoInput': 'Publiceren kan niet: het formulier heeft geen invulveld.',
  'server.form.revisionUnreadable': 'Deze versie kan niet worden teruggezet.',

  'server.registration.alreadySent':
    'Deze registratie is al verstuurd. Vul het formulier opnieuw in om nog een registratie te versturen.',
  'server.registration.guestRateLimited':
    'Dit formulier is vanaf uw adres te vaak verstuurd. Probeer het over {seconds} seconden opnieuw.',
  'server.registration.guestFormLimit':
    'Dit formulier is het afgelopen uur te vaak verstuurd. Probeer het over {minutes} minuten opnieuw.',
  'server.registration.challengeRefused':
    'De controle tegen misbruik is mislukt. Verstuur het formulier opnieuw.',
  'server.registration.guestSearchRateLimited':
    'Er is vanaf uw adres te vaak gezocht. Probeer het over {seconds} seconden opnieuw.',
  'server.registration.staffUser': 'Medewerker',

  'server.file.missing': 'Er is geen bestand meegestuurd.',
  'server.file.typeRefused':
    'Dit soort bestand wordt niet geaccepteerd. Toegestaan zijn pdf, afbeeldingen, Office-documenten en tekstbestanden.',
  'server.file.fieldUnreadable': 'Het bestand in het veld "{field}" is onleesbaar.',
  'server.file.fieldUnknown': 'Het bestand in het veld "{field}" is niet beschikbaar.',
  'server.file.fieldTooLarge':
    'Het bestand in het veld "{field}" is te groot. Maximale bestandsgrootte is 20Mb.',
  'server.file.fieldTypeRefused':
    'Het bestand in het veld "{field}" is van een soort die hier niet wordt geaccepteerd.',
  'server.file.imageTagTypes': 'Er kunnen alleen jpg, jpeg, png of gif bestanden worden geupload',
  'server.file.staticFileTypes':
    'Er kunnen alleen pdf, docx, txt, jpg, jpeg, png of gif bestanden worden geupload',
  'server.registration.draftNotSent':
    'Een concept is nog niet verstuurd en kan dus niet opnieuw verstuurd worden.',
  // Review and correction of a sent registration (issue 34).
  'server.registration.reviewNotSent':
    'Alleen een verstuurde registratie die niet in de prullenbak staat kan beoordeeld of gecorrigeerd worden.',
  'server.registration.correctionFileField':
    'Het veld "{field}" bevat bestanden; die kunnen niet gecorrigeerd worden.',

  // The e-mails after a registration (issue 20): the reasons kept with each delivery.
  'server.delivery.to': 'aan',
  'server.delivery.developerMode': 'ontwikkelmodus',
  'server.delivery.recipientInvalid': 'Ontvanger "{value}" ({field}) is geen geldig e-mailadres.',
  'server.delivery.noRecipient': 'Er is geen ontvanger voor deze e-mail.',
  'server.delivery.noDeveloper':
    'De ontwikkelmodus staat aan, maar er is geen beheerder om de e-mail naar te sturen.',
  'server.delivery.smtpFailed': 'De mailserver nam de e-mail niet aan: {error}',
  'server.delivery.attachmentFailed': 'De bijlage "{name}" kon niet worden gemaakt of gelezen.',
  'server.delivery.settingGone': 'Deze e-mailinstelling bestaat niet meer.',
  'server.delivery.notFailed': 'Alleen een mislukte e-mail kan opnieuw verstuurd worden.',
  // The download of a registration's e-mail attachments (issue 20, doc 2 'Registration detail').
  'server.delivery.nothingToDownload':
    'Er zijn geen verzonden e-mails met bijlagen bij deze registratie.',
  'server.delivery.downloadName': 'E-mailbijlagen registratie {serial}',
  // The periodic registrations mail (issue 20, doc 2 settings.weeklyRegistrationMail).
  'server.periodicMail.subject.weekly': 'Weekoverzicht registraties {form}',
  'server.periodicMail.subject.monthly': 'Maandoverzicht registraties {form}',
  'server.periodicMail.intro':
    'Hierbij het overzicht van de registraties van het formulier "{form}" van {from} tot en met {to}.',
  'server.periodicMail.count': 'Aantal registraties: {count}',
  'server.periodicMail.attached': 'De registraties van deze periode staan in de bijlage (CSV).',
  'server.periodicMail.none': 'In deze periode zijn er geen registraties verstuurd.',
  'server.periodicMail.why':
    'U ontvangt deze e-mail omdat u bij dit formulier als ontvanger van het periodieke overzicht staat.',
  'server.periodicMail.fileName': 'Registraties {form} {from} tm {to}',
} as const;
