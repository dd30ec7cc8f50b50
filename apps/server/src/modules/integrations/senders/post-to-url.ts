import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ts } from '@eform/core/messages/server-only';
import { readableValues } from '@eform/core/tokens';
import { OUTBOUND_TIMEOUT_MS, OutboundError, outboundRequest } from '../../../http/outbound';
import { fileLinkSigner } from '../file-links';
import {
  RESPONSE_EXCERPT_BYTES,
  type THookOutcome,
  type THookSendContext,
  type THookSender,
} from '../hook-sender';

/**
 * post-to-url (issue 31 §2): one signed POST of the registration as JSON per attempt, through the
 * outbound door. The body and how to check its signature: docs/integrations.md.
 */

/** The User-Agent receivers see. */
export const HOOK_USER_AGENT = 'eForm-Webhooks/1';

/** The body of a post-to-url delivery (docs/integrations.md). */
export function postToUrlPayload(context: THookSendContext, fileUrl: (uuid: string) => string) {
  const { registration: r, hook, delivery } = context;
  return {
    event: 'registration.sent' as const,
    test: context.test === true,
    delivery_id: delivery.uuid,
    hook: { id: hook.hook_id, name: hook.hook_name },
    registration: {
      id: r.uuid,
      serial_number: r.serialNumber,
      registration_date: r.registeredAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      phase: r.phase,
      status: r.status,
      name: r.name,
      user: r.username === null ? null : { username: r.username },
    },
    form: { id: r.form.uuid, name: r.form.name, revision: r.form.revision },
    values: r.values,
    display_values: Object.fromEntries(
      readableValues(r.schema, r.values).map((v) => [v.name, { label: v.label, text: v.text }]),
    ),
    files: r.files.map((file) => ({
      element: file.element,
      name: file.filename,
      content_type: file.mimeType,
      size: file.size,
      url: fileUrl(file.fileUuid),
    })),
  };
}

/** `x-eform-signature`: HMAC-SHA256 of "<timestamp>.<body>" with the hook's secret, as hex. */
export function hookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Statuses tried again: the receiver was busy or down (408, 429, 5xx). */
const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** Outbound failures that may pass (the receiver or its name server was away). */
const RETRYABLE_FAILURES: ReadonlySet<string> = new Set([
  'TIMEOUT',
  'CONNECTION_FAILED',
  'UNRESOLVED',
]);

const excerptOf = (body: Buffer) => body.subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');

/**
 * One attempt: 2xx is success; 408, 429, 5xx, a timeout (OUTBOUND_TIMEOUT_MS) or a failed
 * connection is tried again later; any other answer, and an address the door refuses (no
 * connection is made), fails at once. The idempotency key is the delivery's uuid, the same on
 * every attempt.
 */
export const sendPostToUrl: THookSender = async (context) => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, retryable: boolean, statusCode: number | null = null) =>
    ({
      ok: false,
      retryable,
      statusCode,
      durationMs: elapsed(),
      responseExcerpt: '',
      error,
    }) as const;
  if (!context.secret) return failed(ts('server.hook.noSecret'), false);
  const body = JSON.stringify(
    postToUrlPayload(context, await fileLinkSigner(context.db, context.publicUrl)),
  );
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const answer = await outboundRequest(
      {
        method: 'POST',
        url: context.hook.hook_url ?? '',
        headers: {
          'content-type': 'application/json',
          'user-agent': HOOK_USER_AGENT,
          'x-eform-signature': hookSignature(context.secret, timestamp, body),
          'x-eform-timestamp': String(timestamp),
          'idempotency-key': context.delivery.uuid,
        },
        body,
        timeoutMs: context.timeoutMs ?? OUTBOUND_TIMEOUT_MS,
      },
      context.outbound,
    );
    const outcome = {
      statusCode: answer.status,
      durationMs: elapsed(),
      responseExcerpt: excerptOf(answer.body),
    };
    if (answer.status >= 200 && answer.status < 300) return { ok: true, ...outcome };
    return {
      ok: false,
      retryable: isRetryableStatus(answer.status),
      error: ts('server.hook.httpStatus', { status: answer.status }),
      ...outcome,
    } satisfies THookOutcome;
  } catch (error) {
    if (error instanceof OutboundError) {
      return failed(error.message, RETRYABLE_FAILURES.has(error.reason));
    }
    throw error;
  }
};
