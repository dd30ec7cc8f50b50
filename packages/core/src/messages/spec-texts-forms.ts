/**
 * Spec texts of document 2 (form administration). Quoted texts are verbatim, including the spec's
 * own spelling; elided ones ('...') are completed by us. Element-editor validation texts live in
 * the 'elements' part. Part of {@link specTextsMessages}.
 */
export const specTextsFormsMessages = {
  'forms.published': 'Gepubliceerd',
  'forms.unpublished': 'Niet gepubliceerd',
  'forms.loading': 'Laden..',
  'forms.nameRequired': 'Formulier naam is verplicht.',
  'forms.tab.view': 'Bekijk',
  'forms.tab.edit': 'Aanpassen',
  'forms.tab.emails': 'E-mails',
  'forms.tab.rules': 'Regels',
  'forms.tab.integrations': 'Integraties',
  'forms.tab.registrations': 'Registraties',
  'forms.deleted': 'Formulier is verwijderd.',
  'forms.deleteFailed': 'Formulier kon niet worden verwijderd.',
  'forms.confirmDelete':
    'Weet u zeker dat u formulier "{name}" met al zijn registraties wilt verwijderen?',
  'forms.created': 'Formulier {name} is aangemaakt.',
  'forms.createFailed': 'Het formulier kon niet worden aangemaakt',
  'forms.renamed': "Formuliernaam '{name}' is aangepast.",
  'forms.saveFailed': 'Het formulier kon niet worden aangepast.',
  'forms.copyName': 'Kopie van {name}',
  'forms.duplicated':
    'Kopie van formulier "{name}" is aangemaakt. U bent doorgestuurd naar het nieuwe formulier.',
  'forms.duplicatedOtherClient':
    'Kopie van formulier "{name}" is aangemaakt. U bent doorgestuurd naar het nieuwe formulier en werkt nu met klant "{client}".',
  'forms.duplicateFailed': 'Er kon geen kopie van het formulier worden gemaakt',
  // Ours: server answers of the form calls.
  'forms.conflict':
    'Iemand anders heeft dit formulier intussen opgeslagen. Laad het opnieuw, of sla uw eigen versie nogmaals op.',
  'forms.elementInvalid': 'Onbekend of ongeldig onderdeel van het formulier.',
  'forms.saveBeforeGuestMap':
    'Sla het formulier eerst op om de link naar de openbare kaart te kunnen gebruiken.',
  'editor.saveForm': 'Formulier opslaan',
  'editor.saved': "Formulier '{name}' is aangepast.",
  'editor.allElements': 'Alle elementen',
  'editor.favorites': 'Favorieten',
  'editor.favoriteSaved': 'We hebben dit element opgeslagen in uw favorieten',
  'folder.nameRequired': 'Map naam is verplicht.',
  'folder.hideInAdmin': 'Verberg deze map in het beheer',
  'folder.deleted': 'Map "{name}" is verwijderd.',
  'folder.deleteFailed': 'Map kon niet worden verwijderd.',
  'folder.confirmDelete': 'Weet u zeker dat u map "{name}" wilt verwijderen?',
  'folder.notEmpty':
    'Deze map bevat nog formulieren. Verplaats of verwijder eerst de formulieren voordat u de map verwijdert.',
  'folder.hidden': 'Map "{name}" is verborgen.',
  'folder.visible': 'Map "{name}" is zichtbaar.',
  'folder.hideFailed': 'Map kon niet worden verborgen.',
  'folder.renamed': 'Map "{name}" is aangepast.',
  'folder.saveFailed': 'Map kon niet worden aangepast.',
  'folder.created': 'Map "{name}" is aangemaakt.',
  'folder.createFailed': 'De map kon niet worden aangemaakt',
  'tokens.title': 'Tokens',
  'tokens.show': 'Toon tokens',
  'tokens.hide': 'Verberg tokens',
  'tokens.note': 'Tokens worden vervangen door de waarde die in een registratie is ingevuld.',
  // The periodic mail panel uses these two texts as well (doc 2 §8).
  'emails.saved': 'Email instellingen opgeslagen',
  'emails.saveFailed': 'Email instellingen konden niet worden aangepast.',
  'integrations.saved': 'Integraties zijn opgeslagen',
  'integrations.saveFailed': 'Integraties konden niet worden aangepast.',
  'revision.restored':
    'Revisie succesvol teruggezet. De pagina wordt over enkele seconden opnieuw geladen.',
  'revision.restoreFailed': 'Kan de revisie niet terugzetten.',
  'registrations.tab.completed': 'Verstuurd',
  'registrations.tab.draft': 'Concept',
  'registrations.tab.trash': 'Prullenbak',
  'registrations.trashed': 'Registratie is verplaatst naar de prullenbak.',
  'registrations.trashFailed': 'Registratie kon niet worden verplaatst naar de prullenbak.',
  'registrations.restored': 'Registratie is uit de prullenbak gehaald.',
  'registrations.restoreFailed': 'Registratie kon niet uit de prullenbak gehaald worden.',
  'registrations.resent': 'Registratie is opnieuw verstuurd.',
  'registrations.resendFailed': 'Registratie kon niet opnieuw verstuurd worden.',
  'registrations.downloadFailed': 'Bestand konden niet worden gedownload.',
  'registrations.csvQueued': 'De download wordt voorbereid. Dit kan 1 tot 2 minuten duren.',
  'copy.done': 'Gekopieerd',
  'copy.toClipboard': 'Gekopieerd naar klembord',
  'copy.failed': 'Kon niet kopieren.',
} as const;
