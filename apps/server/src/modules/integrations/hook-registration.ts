import { randomUUID } from 'node:crypto';
import type { TFormType, TWebhookIntegration } from '@eform/core/api';
import type { TSchema } from '@eform/core/elements';
import { ts } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { revisionSchemaOf } from '../form-revisions';
import { findHookFiles, findHookRegistration } from './hook-deliveries.repository';
import type { THookFile, THookRegistration } from './hook-sender';

/** A file value's id: its `file_id`, or the id in its `/api/file/{id}` url. */
const FILE_URL = /\/api\/file\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/**
 * Which element each file of `values` belongs to: the top-level data name whose value names it
 * (a subform's files belong to the subform).
 */
export function fileElementsOf(values: Record<string, unknown>): Map<string, string> {
  const elements = new Map<string, string>();
  const walk = (value: unknown, element: string, depth: number): void => {
    if (depth > 8) return;
    if (typeof value === 'string') {
      const id = FILE_URL.exec(value)?.[1];
      if (id && !elements.has(id.toLowerCase())) elements.set(id.toLowerCase(), element);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, element, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      const { file_id: id } = value as { file_id?: unknown };
      if (typeof id === 'string' && !elements.has(id.toLowerCase())) {
        elements.set(id.toLowerCase(), element);
      }
      for (const item of Object.values(value)) walk(item, element, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(values)) walk(value, name, 0);
  return elements;
}

/**
 * A live registration as its hooks deliver it (the schema of the revision it was filled on, its
 * files with the element each belongs to) and its form's current integrations; undefined when it
 * is gone or in the trash.
 */
export async function loadHookRegistration(
  db: TDb,
  clientId: number,
  registrationId: number,
): Promise<{ registration: THookRegistration; hooks: TWebhookIntegration[] } | undefined> {
  const row = await findHookRegistration(db, clientId, registrationId);
  if (!row) return undefined;
  const { registration: r, form } = row;
  const elements = fileElementsOf(r.values);
  const files: THookFile[] = (await findHookFiles(db, clientId, registrationId)).map((file) => ({
    element: elements.get(file.uuid) ?? '',
    fileUuid: file.uuid,
    filename: file.filename,
    mimeType: file.mimeType,
    size: file.size,
    sha256: file.sha256,
  }));
  return {
    hooks: form.webhookIntegrations,
    registration: {
      clientId,
      id: r.id,
      uuid: r.uuid,
      serialNumber: r.serialNumber,
      registeredAt: r.registeredAt,
      updatedAt: r.updatedAt,
      phase: r.phase,
      status: r.status,
      name: r.name,
      username: row.username,
      values: r.values,
      schema: revisionSchemaOf(form.id, r.formRevision, row.content, form.schema),
      files,
      form: {
        id: form.id,
        uuid: form.uuid,
        name: form.name,
        type: form.type,
        revision: r.formRevision,
      },
    },
  };
}

/**
 * The registration a test send ('Test versturen') delivers: no values, no files, the form's
 * current schema and a name that says it is a test. It is never stored.
 */
export function sampleHookRegistration(
  form: {
    clientId: number;
    id: number;
    uuid: string;
    name: string;
    type: TFormType;
    revision: number;
    schema: TSchema;
  },
  username: string | null,
  now = new Date(),
): THookRegistration {
  return {
    clientId: form.clientId,
    id: 0,
    uuid: randomUUID(),
    serialNumber: 0,
    registeredAt: now,
    updatedAt: now,
    phase: form.type === 'workflow' ? '1' : null,
    status: 'completed',
    name: ts('server.hook.sampleName'),
    username,
    values: {},
    schema: form.schema,
    files: [],
    form: {
      id: form.id,
      uuid: form.uuid,
      name: form.name,
      type: form.type,
      revision: form.revision,
    },
  };
}
