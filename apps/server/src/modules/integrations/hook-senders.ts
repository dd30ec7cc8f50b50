import type { THookType } from '@eform/core/api';
import { ts } from '@eform/core/messages/server-only';
import type { THookSender } from './hook-sender';
import { sendPostToUrl } from './senders/post-to-url';

/**
 * Stands in for a kind of integration that is built on another branch (Signalen's
 * senders/signalen.ts, the merged mail's senders/merged-mail.ts): it answers a failure that is
 * not tried again. On the merge it goes: HOOK_SENDERS then names `sendSignal` of
 * senders/signalen.ts and `sendMergedMail` of senders/merged-mail.ts, imported here.
 */
const notYetAvailable: THookSender = async () => ({
  ok: false,
  retryable: false,
  statusCode: null,
  durationMs: 0,
  responseExcerpt: '',
  error: ts('server.hook.unavailable'),
});

/** The sender of each kind of integration. */
export const HOOK_SENDERS: Readonly<Record<THookType, THookSender>> = {
  'post-to-url': sendPostToUrl,
  'sia-signal-create': notYetAvailable,
  'schouten-merge-registrations': notYetAvailable,
};
