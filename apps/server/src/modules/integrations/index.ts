// A form's integrations (issue 31): post-to-url webhooks, Signalen meldingen and the merged mail,
// delivered after each sent registration with a status per registration. Other modules and the
// jobs import from here, never from its files (the app alone imports the route files).
export {
  hooksAnswer,
  hooksWithToken,
  planFormHooks,
  storeFormHookSecrets,
  type THookPlan,
  type TStoredHook,
} from './form-hooks.service';
export { registerHookJobs } from './hook-deliveries.job';
export {
  DEFAULT_HOOK_LEASE_SECONDS,
  DEFAULT_HOOK_RETRY,
  startHookRound,
  type THookDeps,
  type THookRetryPolicy,
} from './hook-pipeline.service';
export { HOOK_QUEUE, type THookJob } from './hook-queue';
export type {
  THookFile,
  THookOutcome,
  THookRegistration,
  THookSendContext,
  THookSender,
} from './hook-sender';
export { RESPONSE_EXCERPT_BYTES } from './hook-sender';
