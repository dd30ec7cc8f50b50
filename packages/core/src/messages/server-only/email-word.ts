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
  // Issue 29, part B: a template refused before it is unpacked (zip bomb), and a PDF conversion
  // refused where LibreOffice cannot run without network.
  'server.emailWord.tooManyParts':
    'Dit Word-bestand bestaat uit te veel onderdelen ({count}, maximaal {max}).',
  'server.emailWord.partTooLarge':
    'Dit Word-bestand is te groot na uitpakken: {part} is {size} MB, maximaal {max} MB.',
  'server.emailWord.tooLarge':
    'Dit Word-bestand is te groot na uitpakken ({size} MB, maximaal {max} MB).',
  'server.emailWord.packedTooTightly':
    'Dit Word-bestand is verdacht sterk ingepakt: {part} wordt bij uitpakken {ratio} keer zo groot (maximaal {max} keer).',
  'server.emailWord.sizeMismatch':
    'Dit Word-bestand is beschadigd: {part} is na uitpakken groter dan het bestand zelf opgeeft.',
  'server.emailWord.sofficeNoIsolation':
    'LibreOffice kan op deze server niet zonder netwerk worden gestart (unshare --net is niet toegestaan: {error}), dus wordt er niet naar PDF omgezet. Geef het serverproces dat recht, of zet SOFFICE_ALLOW_NETWORK=1 op een ontwikkelmachine.',
} as const;
