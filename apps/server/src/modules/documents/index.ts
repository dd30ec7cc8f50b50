// Documents made from a registration for e-mail attachments (issue 20): the PDF, rendered with
// pdfkit in the worker's process, no headless browser.
export type { TRegistrationDocument } from './registration-document';
export { renderRegistrationPdf } from './registration-pdf';
