/**
 * The far ends of a cluster run's after-send work, the tests' own SMTP sink and hook receiver,
 * counted by the registration's serial number (mails: in the subject) and by the hook
 * delivery's idempotency key (hooks), so that one that came twice shows.
 */
import { startSmtpSink } from '../../apps/server/src/modules/deliveries/smtp-sink.test-support';
import { startHookReceiver } from '../../apps/server/src/modules/integrations/hook-receiver.test-support';

/** How often each key arrived. */
export type TCounts = Map<string, number>;

function countBy(keys: string[]): TCounts {
  const counts: TCounts = new Map();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Keys that came more than once. */
export const twice = (counts: TCounts) => [...counts.values()].filter((n) => n > 1).length;

/** An SMTP server counting mails by the first group of `keyOf` in each message. */
export async function startMailReceiver(keyOf: RegExp) {
  const sink = await startSmtpSink();
  return {
    url: sink.url,
    counts: () => countBy(sink.received.map((mail) => keyOf.exec(mail.raw)?.[1] ?? '?')),
    close: sink.close,
  };
}

/** A hook receiver answering 200 and counting requests by idempotency key. */
export async function startHookCounter() {
  const receiver = await startHookReceiver();
  const url = receiver.url('/eform');
  return {
    port: Number(new URL(url).port),
    url,
    counts: () => countBy(receiver.received.map((r) => String(r.headers['idempotency-key']))),
    close: receiver.close,
  };
}
