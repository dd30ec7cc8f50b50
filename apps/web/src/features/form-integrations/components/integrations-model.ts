import {
  integrationProblems,
  type THookType,
  type TSiaMapping,
  type TWebhookIntegration,
  ZSiaMapping,
} from '@eform/core/api/integrations';
import { flattenSchema, type TSchema } from '@eform/core/elements';

/** A check's messages by field ('hook_url', 'sia.category_url'); empty: valid. */
export type TFieldMessages = Readonly<Record<string, string>>;

/** A new integration as 'Integratie toevoegen' adds it: a webhook, nothing filled in yet. */
export function newHook(): TWebhookIntegration {
  return { hook_name: '', hook_type: 'post-to-url', hook_url: '' };
}

/** A Signalen mapping with every default, and `patch` over it. */
export function siaMapping(
  current: TSiaMapping | undefined,
  patch: Partial<TSiaMapping> = {},
): TSiaMapping {
  return { ...ZSiaMapping.parse({}), ...current, ...patch };
}

/**
 * `hook` as an integration of `type`: its id and name stay, with the fields that type uses (a
 * URL kept between webhook and Signalen); the other type's fields go.
 */
export function withHookType(hook: TWebhookIntegration, type: THookType): TWebhookIntegration {
  const base = { hook_id: hook.hook_id, hook_name: hook.hook_name, hook_type: type };
  if (hook.hook_id === undefined) delete base.hook_id;
  if (type === 'post-to-url') return { ...base, hook_url: hook.hook_url ?? '' };
  if (type === 'schouten-merge-registrations')
    return { ...base, merged_registration_email: hook.merged_registration_email ?? '' };
  return {
    ...base,
    hook_url: hook.hook_url ?? '',
    sia: siaMapping(hook.sia),
    ...(hook.sia_token_set ? { sia_token_set: true } : {}),
    ...(hook.sia_token !== undefined ? { sia_token: hook.sia_token } : {}),
  };
}

/** The first message of core's check (doc 2 §5) at each field of `hook`. */
export function fieldMessages(hook: TWebhookIntegration): TFieldMessages {
  const messages: Record<string, string> = {};
  for (const problem of integrationProblems(hook)) messages[problem.field] ??= problem.message;
  return messages;
}

/** Whether any hook fails core's check. */
export function anyInvalid(hooks: readonly TWebhookIntegration[]): boolean {
  return hooks.some((hook) => integrationProblems(hook).length > 0);
}

/**
 * The field a server's 400 names (`webhook_integrations.<index>.<field>`, as the body check
 * reports it): which hook and which field, or null when it names none.
 */
export function refusedField(message: string): { index: number; field: string } | null {
  const match = /webhook_integrations\.(\d+)\.([a-z_]+(?:\.[a-z_]+)*)/.exec(message);
  return match ? { index: Number(match[1]), field: match[2] as string } : null;
}

/** An element a mapping can name: its data name and what the form manager reads. */
export type TElementChoice = { value: string; label: string };

/** The main form's elements of `types` (a mapping names elements of the registration's values). */
export function elementChoices(schema: TSchema, types: readonly string[]): TElementChoice[] {
  return flattenSchema(schema)
    .filter(({ element, scope }) => scope.length === 0 && types.includes(element.elementType))
    .map(({ element }) => ({
      value: element.name,
      label: element.label ? `${element.label} (${element.name})` : element.name,
    }));
}

/** The elements each part of a Signalen mapping may take. */
export type TSiaChoices = {
  location: TElementChoice[];
  email: TElementChoice[];
  phone: TElementChoice[];
  photos: TElementChoice[];
};

/** The form's elements for a Signalen mapping: location, reporter's e-mail and phone, photos. */
export function siaChoices(schema: TSchema): TSiaChoices {
  return {
    location: elementChoices(schema, ['gps', 'map']),
    email: elementChoices(schema, ['email']),
    phone: elementChoices(schema, ['text', 'number']),
    photos: elementChoices(schema, ['image']),
  };
}
