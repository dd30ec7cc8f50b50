/**
 * Labels of the imageTag and staticFile settings in the element dialog (doc 2 §3, §5): the
 * picture or file uploaded to api/file-upload/imagetag or /static-file, and the picture's size.
 */
export const uploadSettingsMessages = {
  'uploadSettings.image': 'Afbeelding',
  'uploadSettings.file': 'Bestand',
  'uploadSettings.imageHint': 'jpg, jpeg, png of gif, maximaal 20Mb.',
  'uploadSettings.fileHint': 'pdf, docx, txt, jpg, jpeg, png of gif, maximaal 20Mb.',
  'uploadSettings.choose': 'Bestand kiezen',
  'uploadSettings.replace': 'Ander bestand kiezen',
  'uploadSettings.remove': 'Verwijderen',
  'uploadSettings.none': 'Nog geen bestand gekozen.',
  'uploadSettings.progress': '{name} wordt geupload ({percent}%)',
  'uploadSettings.preview': 'Voorbeeld van {name}',
  'uploadSettings.previewFailed': 'Het voorbeeld kon niet worden geladen.',
  'uploadSettings.download': 'Downloaden',
  'uploadSettings.width': 'Breedte (px)',
  'uploadSettings.height': 'Hoogte (px)',
  'uploadSettings.heightHint': 'Leeg: naar verhouding van de breedte.',
} as const;
