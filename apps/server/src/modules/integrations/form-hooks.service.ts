import { randomBytes, randomUUID } from 'node:crypto';
import type { TWebhookIntegration } from '@eform/core/api';
import type { THookSecret } from '@eform/core/api/integrations';
import type { TDb } from '../../db/client';
import { isUuid } from '../access';
import { findHookSecrets, upsertHookSecrets } from './hook-secrets.repository';

/**
 * A form's integrations as the form's saves keep them (issue 31 §2): each hook named by a
 * `hook_id` for good, its secrets in hook_secrets and never in the form's JSON or revisions.
 */

/** A hook as stored in the form: with its id, without the write-only token or read-only flag. */
export type TStoredHook = Omit<TWebhookIntegration, 'sia_token' | 'sia_token_set'> & {
  hook_id: string;
};

/** What a save stores of the hooks it was sent, and the Signalen tokens given with them. */
export interface THookPlan {
  hooks: TStoredHook[];
  /** Signalen tokens sent with this save, by hook id (an omitted token keeps the stored one). */
  tokens: Map<string, string>;
}

/** Bytes of a post-to-url hook's signing secret (answered as hex). */
export const SIGNING_SECRET_BYTES = 32;

/** A new signing secret. */
export function newSigningSecret(): string {
  return randomBytes(SIGNING_SECRET_BYTES).toString('hex');
}

/**
 * The hooks a save stores: a hook keeps the uuid it was given, one without (or with anything but
 * a uuid, or an id an earlier hook of the list took) gets a new one; `renew` gives every hook a
 * new id and keeps no token (a copy of the form). Tokens and flags are taken out.
 */
export function planFormHooks(
  hooks: readonly TWebhookIntegration[],
  options: { renew?: boolean } = {},
): THookPlan {
  const taken = new Set<string>();
  const tokens = new Map<string, string>();
  const stored = hooks.map((hook): TStoredHook => {
    const { sia_token: token, sia_token_set: _flag, hook_id: given, ...rest } = hook;
    const own = given?.toLowerCase();
    const id = !options.renew && own && isUuid(own) && !taken.has(own) ? own : randomUUID();
    taken.add(id);
    if (!options.renew && token) tokens.set(id, token);
    return { hook_id: id, ...rest };
  });
  return { hooks: stored, tokens };
}

/**
 * Stores what the plan's hooks need in the save's transaction: the Signalen tokens sent, and a
 * signing secret for each post-to-url hook that has none yet (a new hook, a copy's). Answers the
 * secrets made, which the save answers this once.
 */
export async function storeFormHookSecrets(
  tx: TDb,
  form: { clientId: number; id: number },
  plan: THookPlan,
): Promise<THookSecret[]> {
  const signing = plan.hooks.filter((hook) => hook.hook_type === 'post-to-url');
  const stored = await findHookSecrets(
    tx,
    form.clientId,
    form.id,
    signing.map((hook) => hook.hook_id),
  );
  const signed = new Set(stored.filter((row) => row.signingSecret).map((row) => row.hookId));
  const made = signing
    .filter((hook) => !signed.has(hook.hook_id))
    .map((hook) => ({
      hook_id: hook.hook_id,
      hook_name: hook.hook_name,
      secret: newSigningSecret(),
    }));
  const rows = new Map<string, { signingSecret?: string; siaToken?: string }>();
  for (const secret of made) rows.set(secret.hook_id, { signingSecret: secret.secret });
  for (const [hookId, siaToken] of plan.tokens) rows.set(hookId, { ...rows.get(hookId), siaToken });
  await upsertHookSecrets(
    tx,
    [...rows].map(([hookId, row]) => ({
      clientId: form.clientId,
      formId: form.id,
      hookId,
      ...row,
    })),
  );
  return made;
}

/**
 * The ids of the form's Signalen hooks that have a token stored (their `sia_token_set`); no
 * query for a form without one.
 */
export async function hooksWithToken(
  db: TDb,
  form: { clientId: number; id: number; webhookIntegrations: readonly TWebhookIntegration[] },
): Promise<Set<string>> {
  const ids = form.webhookIntegrations.flatMap((hook) =>
    hook.hook_type === 'sia-signal-create' && hook.hook_id ? [hook.hook_id] : [],
  );
  if (ids.length === 0) return new Set();
  const rows = await findHookSecrets(db, form.clientId, form.id, ids);
  return new Set(rows.filter((row) => row.siaToken).map((row) => row.hookId));
}

/** The hooks as a form answer carries them: a Signalen hook says whether its token is set. */
export function hooksAnswer(
  hooks: readonly TWebhookIntegration[],
  withToken: ReadonlySet<string>,
): TWebhookIntegration[] {
  return hooks.map((hook) => {
    const { sia_token: _token, sia_token_set: _flag, ...rest } = hook;
    return hook.hook_type === 'sia-signal-create'
      ? { ...rest, sia_token_set: hook.hook_id !== undefined && withToken.has(hook.hook_id) }
      : rest;
  });
}
