/**
 * The e-mails after a registration (issue 20): the 'registration.sent' job's worker, each
 * e-mail's delivery status, its retries, and a manager's retry of a failed one. Other modules and
 * the jobs import from here, never from its files (the app alone imports the route file).
 */
export {
  DEFAULT_RETRY_DELAYS,
  PDF_WITH_MESSAGE,
  runDeliveryRetry,
  runRegistrationSent,
  type TDeliveryDeps,
  type TDeliveryRetryJob,
} from './deliveries.service';
export { DELIVERY_RETRY_QUEUE, queueDeliveryRetry } from './delivery-jobs';
export { attachmentName } from './mail-composition';
// The hooks' merged mail (issue 31 §4) is built by the same builder, in the document sandbox.
export type { TMailFileReader, TMailMessageInput, TMailPart } from './mail-message';
export { registerDeliveryJobs } from './registration-deliveries.job';
export type {
  TWordAttachmentInput,
  TWordAttachmentRenderer,
  TWordAttachmentResult,
} from './word-renderer';
