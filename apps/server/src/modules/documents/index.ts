// Documents made from a registration for e-mail attachments (issue 20): the PDF, rendered with
// pdfkit in the worker's process, no headless browser.

// The plain-text part of the notification mails (issue 29), written from their HTML.
export { htmlToMailText } from './html-text';
// The Word attachments draw the form's pictures as the PDF does.
export { readImageBytes } from './pdf-images';
export type { TRegistrationDocument } from './registration-document';
export { renderRegistrationPdf } from './registration-pdf';
