/**
 * The Word attachment of an e-mail setting (doc 2 §3, §5, §7): uploading the .docx template,
 * its processing, and how its tokens are written. The refusal of another type is the editor
 * catalogue's 'element.wordDocxOnly' (the spec's text).
 */
export const emailWordMessages = {
  'emailWord.hint':
    'Een Word-bestand (.docx, maximaal 20Mb) met tokens tussen dollartekens, zoals $naam$. Rijen van een subformulier: zet $-w:tr subformulier$ in de eerste cel van een tabelrij en $/subformulier$ in de laatste. Afbeeldingen en handtekeningen: $naam:half$, $naam:third$, $naam:quarter$ of $naam:whole$ (een half, derde, kwart of hele pagina breed).',
  'emailWord.choose': 'Word-sjabloon kiezen',
  'emailWord.replace': 'Ander Word-sjabloon kiezen',
  'emailWord.remove': 'Word-sjabloon verwijderen',
  'emailWord.none': 'Nog geen Word-sjabloon geüpload.',
  'emailWord.uploading': '{name} wordt geüpload: {percent}%',
  'emailWord.processing':
    'Het Word-sjabloon wordt verwerkt. Zolang dat duurt kan het formulier niet worden ingevuld.',
  'emailWord.processed': 'Het Word-sjabloon is verwerkt.',
  'emailWord.failed': 'Het Word-sjabloon kan niet worden gebruikt.',
  'emailWord.unknownTokens':
    'Deze tokens kent het formulier niet; ze blijven in de bijlage staan zoals ze getypt zijn: {tokens}',
  'emailWord.file': 'Sjabloon: {name}',
  'emailWord.download': 'Downloaden',
  'emailWord.deliveryNote': 'Let op',
  'emailWord.stateFailed': 'De verwerking van het Word-sjabloon kon niet worden opgevraagd.',
} as const;
