/**
 * Server texts of groups, credits and purchases: refusals and the order confirmation and
 * low-credit mails (Dutch, plain text; `{param}` filled by the server).
 */
export const serverCreditsPurchasesMessages = {
  'server.group.userNotMember': 'Deze gebruiker is geen gebruiker van de klant van deze groep.',
  'server.purchase.bundleUnknown':
    'Het veld "bundle" is niet goed ingevuld: deze bundel bestaat niet (meer).',
  'server.purchase.moduleUnknown':
    'Het veld "selected_module" is niet goed ingevuld: deze module bestaat niet (meer).',
  'server.purchase.moduleEnabled':
    'Het veld "selected_module" is niet goed ingevuld: deze module is al ingeschakeld.',
  'server.purchase.tooManyOrders':
    'Er zijn het afgelopen uur al {count} bestellingen voor deze klant geplaatst. Probeer het over {minutes} minuten opnieuw.',
  'server.offers.duplicateName':
    'Het veld "{field}" is niet goed ingevuld: de naam komt dubbel voor.',

  'mail.order.subject': 'Orderbevestiging {order} - {client}',
  'mail.order.greeting': 'Beste {name},',
  'mail.order.intro': 'Bedankt voor uw bestelling voor {client}. Hieronder vindt u de gegevens.',
  'mail.order.item': 'Product: {item}',
  'mail.order.credits': 'Credits: {credits} (geldig tot {date})',
  'mail.order.modules': 'Ingeschakelde modules: {modules}',
  'mail.order.price': 'Prijs: {price} excl. btw',
  'mail.order.number': 'Ordernummer: {order}',
  'mail.order.contactHeading': 'Factuurgegevens:',
  'mail.order.taxNumber': 'Btw-nummer: {taxNumber}',
  'mail.order.invoice': 'U ontvangt de factuur binnenkort per e-mail.',
  'mail.order.closing': 'Met vriendelijke groet,',
  'mail.order.signature': 'eForm',

  'mail.lowCredits.subject': 'Weinig credits voor {client}',
  'mail.lowCredits.greeting': 'Beste klant beheerder,',
  'mail.lowCredits.body':
    'De credits van {client} zijn bijna op: er zijn nog {credits} credits over. Uw limiet voor deze waarschuwing is {limit} credits.',
  'mail.lowCredits.action':
    'Koop op tijd nieuwe credits via Klanten > Credits in de app, anders kunnen formulieren niet meer worden verstuurd.',
} as const;
