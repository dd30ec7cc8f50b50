// The integrations contract (doc 2 §2 Integraties, §3 webhook_integrations, §5; issue 31): what a
// form manager sends to save a form's hooks, their secrets and test sends, and where each
// registration's hooks are. Imported as '@eform/core/api/integrations', off the fill path (a
// module lives in one chunk): the form answer (forms.ts) and the registration answer
// (registrations.ts) carry these shapes as types only, unchecked on the filler's way.
import { z } from 'zod';
import { emailAddressSchema } from '../validation/email-address';

/** The three kinds of integration (doc 2 §5). */
export const HOOK_TYPES = [
  'post-to-url',
  'sia-signal-create',
  'schouten-merge-registrations',
] as const;
/** An integration type. */
export type THookType = (typeof HOOK_TYPES)[number];

/** Longest hook name accepted. */
export const MAX_HOOK_NAME_LENGTH = 255;
/** Longest hook URL (and Signalen category URL) accepted. */
export const MAX_HOOK_URL_LENGTH = 2048;

/**
 * How a Signalen melding is made of a registration (issue 31 §3). `text` is a token template
 * (`$omschrijving$ bij $adres$`); the location is a gps or map element's value, or a fixed
 * point; reporter fields name elements; `photos` names image elements (none: every image
 * element).
 */
export const ZSiaMapping = z.object({
  text: z.string().max(10_000).default(''),
  category_url: z.string().max(MAX_HOOK_URL_LENGTH).default(''),
  location_element: z.string().optional(),
  fixed_lat: z.number().min(-90).max(90).optional(),
  fixed_lon: z.number().min(-180).max(180).optional(),
  reporter_email_element: z.string().optional(),
  reporter_phone_element: z.string().optional(),
  sharing_allowed: z.boolean().default(false),
  photo_elements: z.array(z.string()).default([]),
  source: z.string().max(255).default('eForm'),
});
/** A Signalen mapping. */
export type TSiaMapping = z.infer<typeof ZSiaMapping>;

/**
 * One integration of a form (doc 2 §3 `{hook_name, hook_type, hook_url,
 * merged_registration_email}`), as the form answer carries it and a PATCH takes it back.
 * `hook_id` is given by the server on the save that adds the hook and names it from then on
 * (its secret, its deliveries). Secrets are never in the answer: a post-to-url hook's signing
 * secret is answered once (the save that made it: forms-admin's ZFormSaveAnswer; a roll), and a Signalen
 * token is written (`sia_token`) and answered only as `sia_token_set`.
 */
export const ZWebhookIntegration = z.object({
  hook_id: z.string().optional(),
  hook_name: z.string(),
  hook_type: z.enum(HOOK_TYPES),
  hook_url: z.string().optional(),
  merged_registration_email: z.string().optional(),
  /** sia-signal-create: how the melding is made. */
  sia: ZSiaMapping.optional(),
  /** Write-only: the bearer token for Signalen's API; omitted, the stored one stays. */
  sia_token: z.string().optional(),
  /** Read-only: whether a Signalen token is stored for this hook. */
  sia_token_set: z.boolean().optional(),
});
/** One webhook integration of a form. */
export type TWebhookIntegration = z.infer<typeof ZWebhookIntegration>;

/** Where a registration's hook is (doc 2 §3 webhook_integrations.hook_status). */
export const HOOK_STATUSES = ['pending', 'error', 'success'] as const;
/** A hook status. */
export type THookStatus = (typeof HOOK_STATUSES)[number];

/** A registration's hook as its answers carry it (doc 2 §3). */
export const ZRegistrationHookStatus = z
  .object({
    hook_id: z.string().optional(),
    hook_name: z.string(),
    hook_status: z.enum(HOOK_STATUSES),
  })
  .meta({ id: 'RegistrationHookStatus' });
/** One hook's status on a registration. */
export type TRegistrationHookStatus = z.infer<typeof ZRegistrationHookStatus>;

/** An absolute http(s) URL with a host and no spaces. */
const HOOK_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** Whether `url` is an absolute http(s) URL (a hook's address, Signalen's base URL). */
export function isHookUrl(url: string): boolean {
  return url.length <= MAX_HOOK_URL_LENGTH && HOOK_URL.test(url);
}

const ZHookEmail = emailAddressSchema();

/**
 * The doc 2 §5 rules of one integration: hook_name and hook_type required; hook_url required and
 * a URL for post-to-url (and Signalen's base URL); merged_registration_email required and valid
 * for schouten-merge-registrations; Signalen needs its category. Each problem names its field
 * (`hook_url`), the path a 400 and the tab's field errors use.
 */
export function integrationProblems(
  hook: TWebhookIntegration,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (hook.hook_name.trim() === '')
    problems.push({ field: 'hook_name', message: 'Naam is verplicht' });
  else if (hook.hook_name.length > MAX_HOOK_NAME_LENGTH)
    problems.push({
      field: 'hook_name',
      message: `Naam is te lang (maximaal ${MAX_HOOK_NAME_LENGTH} tekens)`,
    });
  if (hook.hook_type === 'post-to-url' || hook.hook_type === 'sia-signal-create') {
    const url = hook.hook_url?.trim() ?? '';
    if (url === '') problems.push({ field: 'hook_url', message: 'URL is verplicht' });
    else if (!isHookUrl(url))
      problems.push({
        field: 'hook_url',
        message: 'Geen geldige URL (begin met https:// of http://)',
      });
  }
  if (hook.hook_type === 'schouten-merge-registrations') {
    const email = hook.merged_registration_email?.trim() ?? '';
    if (email === '')
      problems.push({ field: 'merged_registration_email', message: 'E-mailadres is verplicht' });
    else if (!ZHookEmail.safeParse(email).success)
      problems.push({ field: 'merged_registration_email', message: 'Geen geldig e-mailadres' });
  }
  if (hook.hook_type === 'sia-signal-create') {
    const category = hook.sia?.category_url?.trim() ?? '';
    if (category === '')
      problems.push({ field: 'sia.category_url', message: 'Categorie is verplicht' });
    else if (!isHookUrl(category))
      problems.push({ field: 'sia.category_url', message: 'Geen geldige categorie-URL' });
    const hasFixed = hook.sia?.fixed_lat !== undefined && hook.sia?.fixed_lon !== undefined;
    if (!hook.sia?.location_element && !hasFixed)
      problems.push({
        field: 'sia.location_element',
        message: 'Kies een locatie-element of een vaste locatie',
      });
  }
  return problems;
}

/**
 * A form's integrations as a PATCH sends them: each checked by {@link integrationProblems}, the
 * 400 naming `webhook_integrations.<index>.<field>`.
 */
export const ZWebhookIntegrationsInput = z
  .array(ZWebhookIntegration.extend({ sia_token: z.string().max(4096).optional() }))
  .superRefine((hooks, ctx) => {
    hooks.forEach((hook, index) => {
      for (const problem of integrationProblems(hook))
        ctx.addIssue({
          code: 'custom',
          path: [index, ...problem.field.split('.')],
          message: problem.message,
        });
    });
  });

/**
 * The signing secrets a form save made (one per post-to-url hook it added), answered once with
 * that save's form; never again (a roll makes a new one).
 */
export const ZHookSecret = z
  .object({ hook_id: z.string(), hook_name: z.string(), secret: z.string() })
  .meta({ id: 'HookSecret' });
/** A hook's signing secret, answered once. */
export type THookSecret = z.infer<typeof ZHookSecret>;

/** Path parameters naming one hook of a form. */
export const ZFormHookParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  hook_id: z.string().describe('hook_id of the integration'),
});

/** Answer of 'Test versturen': what the receiver answered a sample, or why nothing arrived. */
export const ZHookTestAnswer = z
  .object({
    ok: z.boolean(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    /** The answer's first 2 KB (text). */
    response_excerpt: z.string(),
    /** Why it failed, in Dutch (null when it succeeded). */
    error: z.string().nullable(),
  })
  .meta({ id: 'HookTestAnswer' });
/** The test send's answer. */
export type THookTestAnswer = z.infer<typeof ZHookTestAnswer>;

/** One attempt at a hook delivery: what the receiver answered (first 2 KB), or why nothing came. */
export const ZHookAttempt = z
  .object({
    at: z.iso.datetime(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int(),
    response_excerpt: z.string(),
    error: z.string().nullable(),
  })
  .meta({ id: 'HookAttempt' });
/** One attempt. */
export type THookAttempt = z.infer<typeof ZHookAttempt>;

/**
 * One hook of one registration (per round: the send, each later phase, a resend): its status,
 * its attempts oldest first, when the next retry runs, and for Signalen the signal's id.
 */
export const ZRegistrationHookDelivery = z
  .object({
    delivery_id: z.string(),
    hook_id: z.string(),
    hook_name: z.string(),
    hook_type: z.enum(HOOK_TYPES),
    hook_status: z.enum(HOOK_STATUSES),
    attempts: z.array(ZHookAttempt),
    next_attempt_at: z.iso.datetime().nullable(),
    signal_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'RegistrationHookDelivery' });
/** One hook delivery of a registration. */
export type TRegistrationHookDelivery = z.infer<typeof ZRegistrationHookDelivery>;

/** GET .../registrations/{registration_id}/hooks answer: newest round first. */
export const ZRegistrationHookDeliveries = z.array(ZRegistrationHookDelivery);

/** Path parameters naming one hook delivery of a registration. */
export const ZRegistrationHookParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  registration_id: z.string().describe('_id (uuid) of the registration'),
  delivery_id: z.string().describe('delivery_id (uuid) of the hook delivery'),
});

/** The list filter on hook status: `hook_status=error` (any of the registration's hooks). */
export const ZHookStatusFilter = z.enum(HOOK_STATUSES);
