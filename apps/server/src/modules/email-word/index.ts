// Word attachments of a form's e-mails (issue 20): upload, processing, filling and PDF.

export { registerEmailWordJobs } from './email-word.job';
export {
  EMAIL_WORD_QUEUE,
  processWordFile,
  queueSavedWordFiles,
  wordFilesProcessed,
} from './email-word.service';
export { renderWordAttachment } from './word-attachment';
