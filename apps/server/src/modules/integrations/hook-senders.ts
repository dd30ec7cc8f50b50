import type { THookType } from '@eform/core/api/integrations';
import type { THookSender } from './hook-sender';
import { sendMergedMail } from './senders/merged-mail';
import { sendPostToUrl } from './senders/post-to-url';
import { sendSignal } from './senders/signalen';

/** The sender of each kind of integration. */
export const HOOK_SENDERS: Readonly<Record<THookType, THookSender>> = {
  'post-to-url': sendPostToUrl,
  'sia-signal-create': sendSignal,
  'schouten-merge-registrations': sendMergedMail,
};
