import { escapeHtml } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import type { TMail } from '../../mail/mailer';

/**
 * Which account mail: a new account's welcome (set-password link), a forgotten password (reset
 * link), an existing account added to a client (sign-in link), a self-registration of an address
 * that has an account already (reset link).
 */
export const ACCOUNT_MAIL_KINDS = ['welcome', 'reset', 'added', 'registered'] as const;
export type TAccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/** Days a password link stays valid (issue 21). */
export const ACCOUNT_LINK_DAYS = 7;

/** The kinds whose mail carries a one-time password link. */
export function mailHasPasswordLink(kind: TAccountMailKind): boolean {
  return kind !== 'added';
}

/** The app's page a mail link opens: set a password with the token, or sign in. */
export function accountLink(publicUrl: string, token: string | null): string {
  return token ? `${publicUrl}/user/reset/${token}` : `${publicUrl}/login`;
}

/** Everything one account mail says. */
export interface TAccountMailInput {
  kind: TAccountMailKind;
  to: string;
  name: string;
  /** The client's name; the product's name when the mail is about no client (a reset). */
  client: string;
  link: string;
}

const TEXT = {
  welcome: {
    subject: 'server.mail.welcome.subject',
    body: 'server.mail.welcome.body',
    action: 'server.mail.welcome.action',
  },
  reset: {
    subject: 'server.mail.reset.subject',
    body: 'server.mail.reset.body',
    action: 'server.mail.reset.action',
  },
  added: {
    subject: 'server.mail.added.subject',
    body: 'server.mail.added.body',
    action: 'server.mail.added.action',
  },
  registered: {
    subject: 'server.mail.registered.subject',
    body: 'server.mail.registered.body',
    action: 'server.mail.reset.action',
  },
} as const;

/** The Dutch mail, as HTML and as plain text with the same words and the link written out. */
export function composeAccountMail(input: TAccountMailInput): TMail {
  const text = TEXT[input.kind];
  const params = { client: input.client, days: ACCOUNT_LINK_DAYS, email: input.to };
  const paragraphs = [
    ts('server.mail.account.greeting', { name: input.name || input.to }),
    ts(text.body, params),
  ];
  const after = [
    ...(mailHasPasswordLink(input.kind)
      ? [ts('server.mail.account.linkValid', params), ts('server.mail.account.username', params)]
      : []),
    ...(input.kind === 'reset' || input.kind === 'registered'
      ? [ts('server.mail.account.notYou')]
      : []),
    ts('server.mail.account.signature', params),
  ];
  const action = ts(text.action);
  const plain = [...paragraphs, `${action}: ${input.link}`, ...after].join('\n\n');
  const htmlParagraph = (p: string) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const html = [
    ...paragraphs.map(htmlParagraph),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(input.link)}</p>`,
    ...after.map(htmlParagraph),
  ].join('\n');
  return { to: input.to, subject: ts(text.subject, params), text: plain, html };
}
