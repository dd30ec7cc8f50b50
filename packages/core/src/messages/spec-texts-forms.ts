/**
 * Spec texts of document 2 (form administration) that stay in the main catalogue: those the
 * server answers with (a DomainError names its key here), the shared copy button's, and those the
 * end-to-end specs read. The rest only the admin screens show: '@eform/core/messages/admin'
 * (admin/spec-texts-forms.ts). Quoted texts are verbatim, including the spec's own spelling.
 * Element-editor validation texts live in the 'elements' part. Part of {@link specTextsMessages}.
 */
export const specTextsFormsMessages = {
  'forms.deleted': 'Formulier is verwijderd.',
  'forms.confirmDelete':
    'Weet u zeker dat u formulier "{name}" met al zijn registraties wilt verwijderen?',
  'forms.copyName': 'Kopie van {name}',
  'forms.duplicated':
    'Kopie van formulier "{name}" is aangemaakt. U bent doorgestuurd naar het nieuwe formulier.',
  // Ours: server answers of the form calls.
  'forms.conflict':
    'Iemand anders heeft dit formulier intussen opgeslagen. Laad het opnieuw, of sla uw eigen versie nogmaals op.',
  'forms.elementInvalid': 'Onbekend of ongeldig onderdeel van het formulier.',
  'folder.hideInAdmin': 'Verberg deze map in het beheer',
  'folder.notEmpty':
    'Deze map bevat nog formulieren. Verplaats of verwijder eerst de formulieren voordat u de map verwijdert.',
  'revision.restored':
    'Revisie succesvol teruggezet. De pagina wordt over enkele seconden opnieuw geladen.',
  'copy.done': 'Gekopieerd',
  'copy.toClipboard': 'Gekopieerd naar klembord',
  'copy.failed': 'Kon niet kopieren.',
} as const;
