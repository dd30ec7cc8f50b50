/**
 * The server's texts of the integrations (issue 31): why a hook delivery failed (kept with its
 * attempt, shown in the registration's detail), the answers of the hook calls, and the signed
 * file links a webhook carries.
 */
export const hookServerMessages = {
  'server.hook.httpStatus': 'De ontvanger antwoordde met HTTP-status {status}.',
  'server.hook.failed': 'De koppeling kon niet worden uitgevoerd: {error}',
  'server.hook.noSecret':
    'Deze koppeling heeft geen ondertekeningssleutel. Maak een nieuwe sleutel aan en probeer het opnieuw.',
  'server.hook.hookGone': 'Deze koppeling bestaat niet meer in het formulier.',
  'server.hook.registrationGone':
    'De registratie bestaat niet meer of staat in de prullenbak; er is niets verstuurd.',
  'server.hook.notRetryable':
    'Deze koppeling is al gelukt of wordt op dit moment verstuurd; opnieuw proberen kan niet.',
  'server.hook.noSigning': 'Alleen een post-to-url-koppeling heeft een ondertekeningssleutel.',
  'server.hook.sampleName': 'Testregistratie',
  'server.hook.fileLinkExpired': 'Deze downloadlink is verlopen.',
} as const;
