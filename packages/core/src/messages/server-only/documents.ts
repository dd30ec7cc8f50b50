/**
 * Issue 29 part A: why a document (the registration PDF, a Word template or its filling) that
 * renders in the sandbox's child processes was not made. Kept as the reason with the delivery
 * or the template, and logged.
 */
export const documentSandboxServerMessages = {
  'server.document.timeout': 'Het document kon niet binnen {seconds} s worden gemaakt.',
  'server.document.memory':
    'Het maken van het document is afgebroken: het had meer dan {megabytes} MB geheugen nodig.',
  'server.document.crashed':
    'Het maken van het document is afgebroken: het proces dat het maakte stopte onverwacht ({cause}).',
  'server.document.closed': 'Het document is niet gemaakt: de server werd gestopt.',
  'server.document.failed': 'Het document kon niet worden gemaakt: {error}',
  'server.delivery.pdfFailed': 'De PDF-bijlage is niet meegestuurd. {reason}',
  // Part A2: a delivery's message (content and MIME) is built in the sandbox too; one it could
  // not build is tried again later with this reason.
  'server.delivery.buildFailed': 'De e-mail kon niet worden opgemaakt: {reason}',
  'config.documentWorkers': '{name} moet een geheel getal van 1 tot en met {max} zijn',
} as const;
