import {
  type TEmailSetting,
  type TFormCompleteSettings,
  type TFormSettings,
  type TFormType,
  type TWebhookIntegration,
  ZEmailSetting,
  ZFormCompleteSettings,
  ZFormSettings,
  ZFormType,
} from '@eform/core/api';
import { ZWebhookIntegration } from '@eform/core/api/integrations';
import { type TSchema, ZSchema } from '@eform/core/elements';
import type { TRule } from '@eform/core/rules';
import { z } from 'zod';
import { processCache } from '../../db/process-caches';
import type { TFormRow } from '../access';

/** The content a save writes and a revision keeps. */
export interface TFormContent {
  name: string;
  type: TFormType;
  schema: TSchema;
  rules: TRule[];
  settings: TFormSettings;
  emailSettings: TEmailSetting[];
  webhookIntegrations: TWebhookIntegration[];
  formSettings: TFormCompleteSettings;
  summary: string;
  registrationNameToken: string;
}

/**
 * A stored revision as read back: written by this or an older version of the product, so its
 * schema and rules stay raw here and go through the save checks again on a restore.
 */
const ZStoredRevision = z.object({
  name: z.string(),
  type: ZFormType,
  schema: z.array(z.unknown()),
  rules: z.array(z.unknown()).default([]),
  settings: ZFormSettings.default({}),
  emailSettings: z.array(ZEmailSetting).default([]),
  webhookIntegrations: z.array(ZWebhookIntegration).default([]),
  formSettings: ZFormCompleteSettings.default({}),
  summary: z.string().default(''),
  registrationNameToken: z.string().default(''),
});
/** A revision's content as read back, schema and rules unchecked. */
export type TStoredRevision = z.infer<typeof ZStoredRevision>;

/** The revision row of a save: the whole content, so a restore brings back exactly that. */
export function revisionContent(row: TFormRow): TFormContent {
  return {
    name: row.name,
    type: row.type,
    schema: row.schema,
    rules: row.rules,
    settings: row.settings,
    emailSettings: row.emailSettings,
    webhookIntegrations: row.webhookIntegrations,
    formSettings: row.formSettings,
    summary: row.summary,
    registrationNameToken: row.registrationNameToken,
  };
}

/**
 * THE reading of a stored revision's content, for every reader: a restore (which refuses one
 * that does not parse), the registration a filler continues, and the mails after a send (both
 * read the schema and rules of the revision the registration was filled on). Undefined when it
 * does not parse; its schema and rules stay raw, each reader checks them as it must.
 */
export function readStoredRevision(content: unknown): TStoredRevision | undefined {
  const parsed = ZStoredRevision.safeParse(content);
  return parsed.success ? parsed.data : undefined;
}

/** Parsed revision schemas by form and revision: a form's registrations share a few. */
const schemas = processCache(new Map<string, TSchema>());
const MAX_SCHEMAS = 500;

/**
 * The schema a registration was filled on (its form's revision `revision`, whose stored content
 * is `content`), parsed once per process. Revisions may come from older versions: one that no
 * longer parses is read as the form's current schema (its tokens still resolve where names
 * stayed). The mails and the integrations after a send read it so.
 */
export function revisionSchemaOf(
  formId: number,
  revision: number,
  content: unknown,
  current: TSchema,
): TSchema {
  const key = `${formId}:${revision}`;
  let schema = schemas.get(key);
  if (!schema) {
    const parsed = ZSchema.safeParse(readStoredRevision(content)?.schema);
    schema = parsed.success ? parsed.data : current;
    if (schemas.size >= MAX_SCHEMAS) schemas.delete(schemas.keys().next().value ?? '');
    schemas.set(key, schema);
  }
  return schema;
}
