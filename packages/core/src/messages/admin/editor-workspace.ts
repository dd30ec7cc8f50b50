/**
 * Labels of the editor around the list: favourites, subform children, the live preview and the
 * form tab bar (doc 2 §2 'Element editor').
 */
export const editorWorkspaceMessages = {
  'editorWorkspace.preview': 'Voorbeeld',
  'editorWorkspace.previewShow': 'Voorbeeld tonen',
  'editorWorkspace.previewNote':
    'Zo ziet het formulier eruit bij het invullen. Wat u hier invult, wordt niet opgeslagen.',
  'editorWorkspace.previewEmpty': 'Voeg een element toe om hier het voorbeeld te zien.',
  'editorWorkspace.previewLoading': 'Voorbeeld wordt geladen',
  // Favourites.
  'editorWorkspace.rowActions': 'Meer acties voor {label}',
  'editorWorkspace.saveAsFavorite': 'Opslaan als favoriet',
  'editorWorkspace.favoriteName': 'Naam van de favoriet',
  'editorWorkspace.favoriteNameHint': 'Met deze naam vindt u het element terug onder Favorieten.',
  'editorWorkspace.favoriteSave': 'Opslaan',
  'editorWorkspace.favoriteSaveFailed':
    'Het element is niet opgeslagen in uw favorieten. Probeer het opnieuw.',
  'editorWorkspace.favoritesLoading': 'Favorieten laden…',
  'editorWorkspace.favoritesFailed': 'Uw favorieten konden niet worden geladen.',
  'editorWorkspace.favoritesRetry': 'Opnieuw proberen',
  'editorWorkspace.favoritesEmpty':
    'U heeft nog geen favorieten. Kies bij een element in de lijst "Opslaan als favoriet" om het hier te bewaren.',
  'editorWorkspace.favoritesList': 'Uw favorieten',
  'editorWorkspace.favoriteInsert': 'Voeg favoriet {name} toe',
  'editorWorkspace.favoriteNotHere': 'Kan niet in een subformulier',
  'editorWorkspace.favoriteRemove': 'Verwijder favoriet {name}',
  'editorWorkspace.favoriteRemoveTitle': 'Favoriet verwijderen',
  'editorWorkspace.favoriteRemoveConfirm':
    'Weet u zeker dat u favoriet "{name}" wilt verwijderen? Formulieren waarin u het element al gebruikt, blijven zoals ze zijn.',
  'editorWorkspace.favoriteRemoved': 'De favoriet is verwijderd.',
  'editorWorkspace.favoriteRemoveFailed': 'De favoriet is niet verwijderd. Probeer het opnieuw.',
  // Subform children and moving between levels.
  'editorWorkspace.subformElements': 'Elementen van {label}',
  'editorWorkspace.subformEmpty': 'Dit subformulier heeft nog geen elementen.',
  'editorWorkspace.addToSubform': 'Element toevoegen aan {label}',
  'editorWorkspace.closeAddToSubform': 'Sluit toevoegen',
  'editorWorkspace.moveTo': 'Verplaats naar…',
  'editorWorkspace.moveToTitle': '{label} verplaatsen',
  'editorWorkspace.moveToTarget': 'Naar',
  'editorWorkspace.moveToHint': 'Het element komt onderaan te staan.',
  'editorWorkspace.moveToSubmit': 'Verplaatsen',
  'editorWorkspace.mainForm': 'Hoofdformulier',
  'editorWorkspace.subformTarget': 'Subformulier {label}',
  'editorWorkspace.moved': '{label} staat nu onderaan in {target}.',
} as const;
