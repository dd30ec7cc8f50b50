/**
 * The rich-text editor of the form administration (an e-mail's content, a static text): its
 * toolbar and link editor. It offers only what core's sanitiser keeps (p, strong, em, a, br, ul,
 * ol, li), so there are no labels for headings, underline or strikethrough.
 */
export const richTextMessages = {
  'richText.loading': 'Teksteditor laden…',
  'richText.bold': 'Vet',
  'richText.italic': 'Cursief',
  'richText.bulletList': 'Lijst met opsommingstekens',
  'richText.orderedList': 'Genummerde lijst',
  'richText.link': 'Link invoegen',
  'richText.unlink': 'Link verwijderen',
  'richText.clear': 'Opmaak wissen',
  'richText.undo': 'Ongedaan maken',
  'richText.redo': 'Opnieuw',
  'richText.linkInput': 'Adres van de link',
  'richText.linkPlaceholder': 'https://www.voorbeeld.nl',
  'richText.linkSave': 'Opslaan',
} as const;
