import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TWebhookIntegration } from '@eform/core/api';
import { assignElementUuids, ZSchema } from '@eform/core/elements';
import pino from 'pino';
import { afterAll } from 'vitest';
import type { TDb } from '../../../db/client';
import type { TOutboundPolicy } from '../../../http/outbound';
import type { TMailer } from '../../../mail/mailer';
import { createLocalDiskStorage } from '../../../storage/local-disk-storage';
import type { TStorage } from '../../../storage/storage';
import type { THookFile, THookRegistration, THookSendContext } from '../hook-sender';

/**
 * What the senders' tests hand a sender, as the pipeline would: a registration loaded once and
 * one attempt's context.
 */

/** A storage of the calling test file's own, removed after its tests. */
export async function testStorage(): Promise<TStorage> {
  const root = await mkdtemp(join(tmpdir(), 'eform-hook-files-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  return createLocalDiskStorage(root);
}

/** A file of the registration, its bytes put in `storage`. */
export async function storedFile(
  storage: TStorage,
  element: string,
  filename: string,
  mimeType: string,
  bytes: Buffer,
): Promise<THookFile> {
  const { key, size } = await storage.put(bytes);
  return { element, fileUuid: randomUUID(), filename, mimeType, size, sha256: key };
}

/** A registration as the pipeline loads it: completed, of a default form, unless told otherwise. */
export function hookRegistration(
  options: Partial<Omit<THookRegistration, 'schema' | 'form'>> & {
    schema: unknown[];
    form?: Partial<THookRegistration['form']>;
  },
): THookRegistration {
  const { schema, form, ...rest } = options;
  return {
    clientId: 0,
    id: 1,
    uuid: randomUUID(),
    serialNumber: 12,
    registeredAt: new Date('2026-03-05T13:07:00.000Z'),
    updatedAt: new Date('2026-03-05T13:07:00.000Z'),
    phase: null,
    status: 'completed',
    name: 'Registratie 12',
    username: 'filler@example.nl',
    values: {},
    files: [],
    ...rest,
    schema: ZSchema.parse(assignElementUuids(schema)),
    form: {
      id: 1,
      uuid: randomUUID(),
      name: 'Melding openbare ruimte',
      type: 'default',
      revision: 1,
      ...form,
    },
  };
}

/** A mailer for a sender that must not mail. */
export const noMailer: TMailer = {
  from: 'eform@example.nl',
  send: () => Promise.reject(new Error('no mail expected')),
  sendRaw: () => Promise.reject(new Error('no mail expected')),
  close: () => {},
};

/** One attempt's context for `hook` and `registration`. */
export function hookContext(
  deps: { db: TDb; storage: TStorage; outbound?: TOutboundPolicy; mailer?: TMailer },
  hook: TWebhookIntegration,
  registration: THookRegistration,
  attempt: { siaToken?: string | null; signalId?: string | null; attempt?: number } = {},
): THookSendContext {
  return {
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer ?? noMailer,
    log: pino({ level: 'silent' }),
    outbound: deps.outbound ?? { allow: [] },
    publicUrl: 'http://eform.example',
    hook: { ...hook, hook_id: hook.hook_id ?? randomUUID() },
    secret: null,
    siaToken: attempt.siaToken ?? null,
    delivery: {
      uuid: randomUUID(),
      attempt: attempt.attempt ?? 1,
      signalId: attempt.signalId ?? null,
    },
    registration,
  };
}
