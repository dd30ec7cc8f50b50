import { formatDateOnly, formatPriceCents } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import type { TMailer } from '../../mail/mailer';
import { defaultCreditExpiry, MAIL_JOB_OPTIONS } from '../credits';
import { findOrderWithClient, listAdminEmails } from './purchases.repository';

/** The order confirmation mail of one granted order (pg-boss, retried). */
export const ORDER_MAIL_QUEUE = 'order.confirmation-mail';

/** Payload of {@link ORDER_MAIL_QUEUE}. */
export interface TOrderMailJob {
  order_id: number;
}

const orderMails = jobSender<TOrderMailJob>(ORDER_MAIL_QUEUE);

/** Prepares the queue (outside any transaction); false while pg-boss is not installed. */
export function orderMailReady(db: TDb): Promise<boolean> {
  return orderMails.ready(db);
}

/** Queues the confirmation on the order's transaction. */
export function queueOrderMail(tx: TDb, orderId: number): Promise<void> {
  return orderMails.send(tx, { order_id: orderId }, MAIL_JOB_OPTIONS);
}

/**
 * The order confirmation (Dutch, plain text): to the purchase contact, the admins in BCC so they
 * invoice it. One message, so a retry after an SMTP failure never mails one party twice.
 */
export async function sendOrderMail(
  deps: { db: TDb; mailer: TMailer },
  job: TOrderMailJob,
): Promise<void> {
  const found = await findOrderWithClient(deps.db, job.order_id);
  if (!found) return;
  const { order, clientName: client } = found;
  const { contact } = order;
  const number = order.uuid.slice(0, 8).toUpperCase();
  const lines = [
    ts('mail.order.greeting', { name: `${contact.contact_firstname} ${contact.contact_lastname}` }),
    '',
    ts('mail.order.intro', { client }),
    '',
    ts('mail.order.number', { order: number }),
    ts('mail.order.item', { item: order.itemName }),
    order.credits !== null
      ? ts('mail.order.credits', {
          credits: order.credits,
          date: formatDateOnly(defaultCreditExpiry(order.paidAt ?? order.createdAt)),
        })
      : ts('mail.order.modules', { modules: order.modules.join(', ') }),
    ts('mail.order.price', { price: formatPriceCents(order.price) }),
    '',
    ts('mail.order.contactHeading'),
    contact.contact_company,
    `${contact.contact_firstname} ${contact.contact_lastname}`,
    contact.contact_street,
    `${contact.contact_postal_code} ${contact.contact_city}`,
    contact.contact_email,
    ...(contact.contact_tax_number
      ? [ts('mail.order.taxNumber', { taxNumber: contact.contact_tax_number })]
      : []),
    '',
    ts('mail.order.invoice'),
    '',
    ts('mail.order.closing'),
    ts('mail.order.signature'),
  ];
  await deps.mailer.send({
    to: contact.contact_email,
    bcc: await listAdminEmails(deps.db),
    subject: ts('mail.order.subject', { order: number, client }),
    text: lines.join('\n'),
  });
}
