/**
 * The server's texts of issue 31 §3, §4: why a Signalen melding or a merged mail was not
 * delivered, kept with the hook delivery's attempt and shown in the registration's detail.
 */
export const hookSenderServerMessages = {
  'server.hook.signalen.noToken':
    'Er is geen Signalen-token opgeslagen voor deze integratie. Vul het token in op het tabblad Integraties.',
  'server.hook.signalen.noCategory':
    'Er is geen Signalen-categorie ingesteld voor deze integratie.',
  'server.hook.signalen.noLocation':
    'De registratie heeft geen locatie voor Signalen: het locatie-element "{element}" is leeg en er is geen vaste locatie ingesteld.',
  'server.hook.signalen.refused':
    'Signalen weigerde de melding (HTTP {status}); het antwoord zegt wat er mis is.',
  'server.hook.signalen.unavailable':
    'Signalen kon de melding nu niet aannemen (HTTP {status}); er wordt later opnieuw geprobeerd.',
  'server.hook.signalen.noId': 'Signalen gaf geen nummer van de melding terug (HTTP {status}).',
  'server.hook.signalen.photoRefused':
    'Signalen weigerde foto "{name}" bij melding {signal} (HTTP {status}).',
  'server.hook.signalen.photoUnavailable':
    'Signalen kon foto "{name}" bij melding {signal} nu niet aannemen (HTTP {status}); er wordt later opnieuw geprobeerd.',
  'server.hook.signalen.photoUnreadable':
    'Foto "{name}" kon niet worden gelezen; er wordt later opnieuw geprobeerd.',
  'server.hook.signalen.photoFailed':
    'Foto "{name}" bij melding {signal} is niet verstuurd: {error}',
  'server.hook.mergedMail.notLastPhase': 'Nog niet de laatste fase',
  'server.hook.mergedMail.invalidAddress': '"{address}" is geen geldig e-mailadres.',
  'server.hook.mergedMail.subject': 'Samengevoegde registratie {serial} – {form}',
  'server.hook.mergedMail.phase': 'Fase {phase}',
  'server.hook.mergedMail.intro': 'Registratie {serial} ({name}) van formulier {form}.',
  'server.hook.mergedMail.pdfName': 'Registratie {serial}',
  'server.hook.mergedMail.sent': 'Verstuurd aan {address}.',
} as const;
