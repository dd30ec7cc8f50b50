/**
 * Texts of the app's notices and pages that load when shown: the update and install snackbars
 * (and the dashboard's install card), a folder's 'Offline beschikbaar maken' run, the warning that
 * the browser may clear saved registrations, and the 404 page.
 */
export const appNoticesMessages = {
  'ui.offline.makingAvailable': 'Formulieren ophalen: {done} van {total}',
  'ui.offline.madeAvailable': 'Alle formulieren van deze map zijn offline beschikbaar.',
  'ui.offline.makeAvailableFailed':
    '{failed} van {total} formulieren konden niet worden opgehaald. Probeer het opnieuw zodra de verbinding goed is.',
  'ui.offline.persistRefused':
    'De browser mag opgeslagen gegevens van deze app verwijderen als het apparaat ruimte nodig heeft. Verstuur opgeslagen registraties daarom zo snel mogelijk.',
  'ui.update.blocked':
    'De app kan nu niet worden bijgewerkt, omdat het formulier dat u invult niet op dit apparaat kon worden opgeslagen. Sla het formulier op en probeer het opnieuw.',
  'ui.dashboard.install.title': 'App installeren',
  'ui.dashboard.install.text':
    'Installeer de app op uw apparaat om formulieren ook zonder internetverbinding in te vullen.',
  'ui.dashboard.install.action': 'Installeren',
  'ui.install.iosTitle': 'Zet de app op uw beginscherm',
  'ui.install.iosShare': 'Tik in Safari op de deelknop (het vierkantje met een pijl omhoog).',
  'ui.install.iosAdd': "Kies daarna 'Zet op beginscherm'.",
  'ui.install.iosManual': "Tik in Safari op de deelknop en kies 'Zet op beginscherm'.",
  'ui.notFound.text': 'De pagina die u zoekt bestaat niet of is verplaatst.',
  'ui.notFound.home': 'Naar de startpagina',
} as const;
