/** Texts of the search element when a form is filled (doc 1 §3, §5, §7). */
export const searchElementMessages = {
  'fill.search.placeholder': 'Typ om te zoeken',
  'fill.search.count': '{count} / {max}',
  'fill.search.countLabel': '{count} van maximaal {max} gekozen',
  'fill.search.more':
    'Er zijn meer dan {limit} resultaten; alleen de eerste {limit} worden getoond. Typ verder om te zoeken.',
  'fill.search.nothingFound': 'Geen resultaten gevonden.',
  'fill.search.loading': 'De zoekopties worden geladen...',
  'fill.search.noDatasource': 'Voor dit zoekveld is geen databron ingesteld.',
  'fill.search.gone': 'De databron van dit zoekveld bestaat niet meer.',
  'fill.search.offline':
    'De zoekopties zijn nog niet op dit apparaat geladen en er is geen verbinding. Kies hier zodra u weer verbinding hebt; de rest van het formulier kunt u gewoon invullen.',
  'fill.search.failed': 'De zoekopties konden niet worden geladen.',
  'fill.search.tooLargeOffline':
    'Deze lijst is te groot om offline te doorzoeken. Maak verbinding met internet om te zoeken.',
  'fill.search.searching': 'Zoeken...',
  'fill.search.retry': 'Opnieuw proberen',
} as const;
