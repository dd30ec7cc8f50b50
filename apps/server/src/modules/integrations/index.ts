// A form's integrations (issue 31): post-to-url webhooks, Signalen meldingen and the merged mail,
// delivered after each sent registration with a status per registration.
export type {
  THookFile,
  THookOutcome,
  THookRegistration,
  THookSendContext,
  THookSender,
} from './hook-sender';
export { RESPONSE_EXCERPT_BYTES } from './hook-sender';
