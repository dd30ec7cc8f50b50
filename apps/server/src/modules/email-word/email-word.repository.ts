import type { TWordFileStatus } from '@eform/core/api';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emailWordFiles, files, forms } from '../../db/schema';
import { isUuid } from '../access';

/** A template row with its file. */
export type TWordFileRow = typeof emailWordFiles.$inferSelect & {
  file: typeof files.$inferSelect;
};

/** A template row's file (of its client). */
const templateFile = and(
  eq(files.clientId, emailWordFiles.clientId),
  eq(files.id, emailWordFiles.fileId),
);

/**
 * Marks the file a template of the form to be (re)processed: a new row, or the existing one
 * pending again. Answers the row's id.
 */
export async function upsertPendingWordFile(
  db: TDb,
  row: { clientId: number; formId: number; fileId: number },
): Promise<number> {
  const [saved] = await db
    .insert(emailWordFiles)
    .values({ ...row, status: 'pending' })
    .onConflictDoUpdate({
      target: [emailWordFiles.clientId, emailWordFiles.formId, emailWordFiles.fileId],
      set: { status: 'pending', error: null, processedAt: null },
    })
    .returning({ id: emailWordFiles.id });
  if (!saved) throw new Error('email word file not saved');
  return saved.id;
}

/** The template row `id` of the client with its file and the form's current schema. */
export async function findWordFileForJob(db: TDb, clientId: number, id: number) {
  const [row] = await db
    .select({ word: emailWordFiles, file: files, schema: forms.schema })
    .from(emailWordFiles)
    .innerJoin(files, templateFile)
    .innerJoin(forms, eq(forms.id, emailWordFiles.formId))
    .where(and(eq(emailWordFiles.clientId, clientId), eq(emailWordFiles.id, id)));
  return row;
}

/** The form's template with this file uuid, undefined when the form has no such template. */
export async function findFormWordFile(
  db: TDb,
  clientId: number,
  formId: number,
  fileUuid: string,
): Promise<TWordFileRow | undefined> {
  if (!isUuid(fileUuid)) return undefined;
  const [row] = await db
    .select({ word: emailWordFiles, file: files })
    .from(emailWordFiles)
    .innerJoin(files, templateFile)
    .where(
      and(
        eq(emailWordFiles.clientId, clientId),
        eq(emailWordFiles.formId, formId),
        eq(files.uuid, fileUuid.toLowerCase()),
      ),
    );
  return row ? { ...row.word, file: row.file } : undefined;
}

/** Files of the client by uuid (any form): the templates a saved setting may name. */
export async function findClientFilesByUuid(db: TDb, clientId: number, uuids: string[]) {
  const valid = [...new Set(uuids.filter(isUuid).map((uuid) => uuid.toLowerCase()))];
  if (valid.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), inArray(files.uuid, valid)));
}

/** The form's template rows: all pending ones and those of these file uuids. */
export async function findFormWordFlags(
  db: TDb,
  clientId: number,
  formId: number,
  fileUuids: string[],
): Promise<{ uuid: string; status: TWordFileStatus }[]> {
  const valid = fileUuids.filter(isUuid).map((uuid) => uuid.toLowerCase());
  return db
    .select({ uuid: files.uuid, status: emailWordFiles.status })
    .from(emailWordFiles)
    .innerJoin(files, templateFile)
    .where(
      and(
        eq(emailWordFiles.clientId, clientId),
        eq(emailWordFiles.formId, formId),
        valid.length > 0
          ? or(eq(emailWordFiles.status, 'pending'), inArray(files.uuid, valid))
          : eq(emailWordFiles.status, 'pending'),
      ),
    );
}

/** The processing job's verdict. */
export async function settleWordFile(
  db: TDb,
  clientId: number,
  id: number,
  verdict: {
    status: TWordFileStatus;
    tokens: string[];
    unknownTokens: string[];
    error: string | null;
  },
): Promise<void> {
  await db
    .update(emailWordFiles)
    .set({ ...verdict, processedAt: new Date() })
    .where(and(eq(emailWordFiles.clientId, clientId), eq(emailWordFiles.id, id)));
}

/** Removes a refused upload's file row (its bytes go with the next upload purge). */
export async function deleteFileRow(db: TDb, clientId: number, fileId: number): Promise<void> {
  await db.delete(files).where(and(eq(files.clientId, clientId), eq(files.id, fileId)));
}
