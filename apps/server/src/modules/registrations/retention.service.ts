import { ZFormRetention } from '@eform/core/api';
import {
  retentionOfPreviewQuery,
  type TRetentionPreview,
  type TRetentionPreviewQuery,
} from '@eform/core/api/forms-admin';
import { RETENTION_BATCH_SIZE } from '@eform/core/constants';
import { nextRetentionRun, retentionCutoffs, retentionIsOn } from '@eform/core/retention';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { formForUser, type TAsker } from '../access';
import { type TAuditRecord, writeAuditEntries } from '../audit';
import { purgeOrphanUploads } from '../files';
import {
  countBefore,
  deleteDraftsBefore,
  deleteSavedBefore,
  deleteSentBefore,
  formsWithRetention,
} from './retention.repository';

/**
 * Retention per form (issue 34): the daily run deleting what passed its form's term, and the
 * preview of what a term would delete at the next run. The dates come from core
 * (`@eform/core/retention`), the same ones the exports and mails filter by.
 */

/** What the run deleted of one form: the line the job logs. */
export interface TRetentionFormResult {
  client_id: number;
  form_id: number;
  sent: number;
  drafts: number;
  saved: number;
  files: number;
}

const deletedAny = (r: TRetentionFormResult) => r.sent + r.drafts + r.saved > 0;

/** The audit log entry of one form's retention deletion: 'registration.delete' by the system. */
function retentionAuditEntry(result: TRetentionFormResult): TAuditRecord {
  const { client_id, form_id, ...counts } = result;
  return {
    clientId: client_id,
    userId: null,
    userName: null,
    action: 'registration.delete',
    objectType: 'form',
    objectId: String(form_id),
    formId: form_id,
    address: null,
    details: { reason: 'retention', ...counts },
  };
}

/** Repeats `deleteBatch` until a batch comes back short (nothing left that is not locked). */
async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < RETENTION_BATCH_SIZE) return total;
  }
}

/**
 * Deletes, for each form with a term, the sent registrations sent before the sent term's cutoff
 * at `now`, and the drafts and saved registrations last changed before the drafts term's, in
 * batches of RETENTION_BATCH_SIZE (trashed ones too), then the released files' rows and bytes.
 * Safe to run twice and in two workers at once: each batch skips rows another one holds, and a
 * second run finds nothing left. `onForm` hears each form's counts as it is done.
 */
export async function runRetention(
  db: TDb,
  storage: TStorage,
  now: Date,
  onForm: (result: TRetentionFormResult) => void = () => undefined,
): Promise<{ forms: TRetentionFormResult[]; objects: number }> {
  const results: TRetentionFormResult[] = [];
  for (const form of await formsWithRetention(db)) {
    const retention = ZFormRetention.safeParse(form.retention).data;
    if (!retentionIsOn(retention)) continue;
    const cut = retentionCutoffs(retention, now);
    const result = {
      client_id: form.clientId,
      form_id: form.id,
      sent: 0,
      drafts: 0,
      saved: 0,
      files: 0,
    };
    const registrationsOf = (deleteBatch: () => ReturnType<typeof deleteSentBefore>) =>
      inBatches(async () => {
        const batch = await deleteBatch();
        result.files += batch.files;
        return batch.registrations;
      });
    const { sent, drafts } = cut;
    if (sent) {
      result.sent = await registrationsOf(() =>
        deleteSentBefore(db, form, sent, RETENTION_BATCH_SIZE),
      );
    }
    if (drafts) {
      result.drafts = await registrationsOf(() =>
        deleteDraftsBefore(db, form, drafts, RETENTION_BATCH_SIZE),
      );
      result.saved = await inBatches(() =>
        deleteSavedBefore(db, form, drafts, RETENTION_BATCH_SIZE),
      );
    }
    results.push(result);
    onForm(result);
  }
  // The audit log holds each form's deletion, by no user (the daily run), with its counts.
  await writeAuditEntries(db, results.filter(deletedAny).map(retentionAuditEntry));
  const uploads = await purgeOrphanUploads(db, storage, now);
  return { forms: results, objects: uploads.objects };
}

/**
 * How many registrations the next run (nextRetentionRun after `now`) would delete of the form the
 * path names under the term of `query` ('eform manage form edit'; another client's form: 404).
 */
export async function previewRetention(
  db: TDb,
  auth: TAsker,
  formRef: string,
  query: TRetentionPreviewQuery,
  now = new Date(),
): Promise<TRetentionPreview> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form edit');
  const nextRun = nextRetentionRun(now);
  const cutoffs = retentionCutoffs(retentionOfPreviewQuery(query), nextRun);
  const counts = await countBefore(db, { id: ref.form.id, clientId: ref.form.clientId }, cutoffs);
  return { ...counts, next_run_at: nextRun.toISOString() };
}
