import type { TForm } from '@eform/core/api';
import type { TFormSaveAnswer } from '@eform/core/api/forms-admin';
import { hooksAnswer } from '../integrations';
import { rulesOfForm, type TFormDetail } from './forms.service';

/** The wire shape of a form (doc 2 §3 field names). */
export function toFormAnswer({
  form,
  clientUuid,
  updatedByEmail,
  access,
  hookTokens,
}: TFormDetail): TForm {
  return {
    form_id: form.uuid,
    form_name: form.name,
    form_type: form.type,
    client_id: form.clientId,
    client_uuid: clientUuid,
    folder_id: form.folderId,
    schema: form.schema,
    rules: rulesOfForm(form),
    settings: form.settings,
    email_settings: form.emailSettings,
    webhook_integrations: hooksAnswer(form.webhookIntegrations, hookTokens),
    form_settings: form.formSettings,
    form_summary: form.summary,
    registrationNameToken: form.registrationNameToken,
    form_guest_id: form.guestId,
    published_at: form.publishedAt?.toISOString() ?? null,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
    revision_id: form.revision,
    user: updatedByEmail ? { username: updatedByEmail } : null,
    users: access.map((entry) =>
      entry.userId !== null ? { user_id: entry.userId } : { group_id: entry.groupId ?? 0 },
    ),
    registration_phase: form.registrationPhase,
    guest_limit_hit_at: form.guestLimitHitAt?.toISOString() ?? null,
  };
}

/**
 * The answer of a save (PATCH, a copy): the form, and the signing secrets that save made, which
 * no later answer carries.
 */
export function toFormSaveAnswer(detail: TFormDetail): TFormSaveAnswer {
  const secrets = detail.hookSecrets ?? [];
  return {
    ...toFormAnswer(detail),
    ...(secrets.length > 0 ? { webhook_secrets: secrets } : {}),
  };
}

/** An admin or filler list row. */
export function toFormListItem(row: {
  uuid: string;
  name: string;
  type: TForm['form_type'];
  folderId?: number | null;
  publishedAt?: Date | null;
  updatedAt?: Date;
}) {
  return {
    form_id: row.uuid,
    form_name: row.name,
    form_type: row.type,
    folder_id: row.folderId ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: (row.updatedAt ?? new Date(0)).toISOString(),
  };
}
