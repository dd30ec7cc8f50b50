/**
 * The server's texts of the Word attachment (issue 20, doc 2 §5, §7): the upload's refusals, the
 * processing job's verdict on a template, and the delivery notes when a Word attachment could not
 * go as asked.
 */
export const emailWordServerMessages = {
  'server.emailWord.types': 'Er kunnen alleen Word (.docx) bestanden worden geupload',
  'server.emailWord.notFound': 'Dit Word-bestand hoort niet bij dit formulier.',
  'server.emailWord.invalid': 'Het Word-sjabloon kan niet worden gebruikt: {error}',
  'server.emailWord.unreadable': 'Het bestand is geen leesbaar Word-document (.docx).',
  'server.emailWord.templateMissing': 'Het Word-sjabloon "{name}" bestaat niet meer.',
  'server.emailWord.renderFailed': 'De Word-bijlage kon niet worden gemaakt: {error}',
  'server.emailWord.pdfFallback':
    'De Word-bijlage is als Word-bestand (.docx) verstuurd in plaats van als PDF: {reason}',
  'server.emailWord.sofficeMissing':
    'LibreOffice (soffice) is niet geïnstalleerd op de server; installeer het pakket libreoffice-writer-nogui.',
  'server.emailWord.sofficeFailed': 'LibreOffice kon het document niet omzetten: {error}',
  'server.emailWord.sofficeTimeout': 'LibreOffice was na {seconds} seconden niet klaar.',
} as const;
