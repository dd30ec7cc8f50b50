/**
 * The server's texts of issue 29 part D: why an outbound request (a webhook, Signalen) was not
 * made or failed, kept as the reason of its delivery, and the answer to a large body that has to
 * wait for room.
 */
export const outboundServerMessages = {
  'server.outbound.badUrl':
    'Het adres "{url}" kan niet worden gebruikt: alleen http- en https-adressen zijn toegestaan.',
  'server.outbound.refusedAddress':
    'Het adres {host} wijst naar een intern of gereserveerd netwerkadres ({address}); daar stuurt de server geen verzoeken heen.',
  'server.outbound.unresolved': 'De naam {host} kon niet worden opgezocht: {error}',
  'server.outbound.timeout': '{host} gaf niet binnen {seconds} seconden een volledig antwoord.',
  'server.outbound.tooLarge': 'Het antwoord van {host} is groter dan {limit} en is afgebroken.',
  'server.outbound.tooManyRedirects':
    'Het verzoek werd vaker dan {max} keer doorgestuurd en is afgebroken (laatste adres: {host}).',
  'server.outbound.connectionFailed': 'Er kon geen verbinding worden gemaakt met {host}: {error}',
  'server.largeBody.busy':
    'De server verwerkt op dit moment te veel grote verzoeken. Probeer het over {seconds} seconden opnieuw.',
  'server.largeBody.userBusy':
    'Er wordt al een groot verzoek van u verwerkt. Wacht tot dat klaar is en probeer het over {seconds} seconden opnieuw.',
} as const;
