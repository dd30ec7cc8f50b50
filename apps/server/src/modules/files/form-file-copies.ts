import { randomUUID } from 'node:crypto';
import type { TSchema } from '@eform/core/elements';
import type { TDb } from '../../db/client';
import { findFormFilesByUuid, insertFile, type TFileRow } from './files.repository';
import { fileSettingUuids, mapFileSettings, renameFileSetting } from './form-asset-urls';

/** The files a form's copy gets: its schema naming them, and the rows still to store. */
export interface TFormFileCopies {
  /** The copied schema with each shown file's url and fid naming its copy. */
  schema: TSchema;
  copies: readonly { uuid: string; source: TFileRow }[];
}

/**
 * What copying a form does to the files it shows (an imageTag's picture, a staticFile's file, at
 * any depth): each gets a copy of its own (a new uuid, on the same content-addressed bytes), and
 * `schema` (the copy's) names the copies instead. The copy's fillers and guests can then read
 * them (a file is read through its own form), another client's copy holds none of the source
 * client's files, and deleting the source releases only the source's. Other addresses stay.
 * Store the rows with {@link storeFormFileCopies} once the copy exists, in the same transaction.
 */
export async function planFormFileCopies(
  tx: TDb,
  source: { clientId: number; formId: number },
  schema: TSchema,
): Promise<TFormFileCopies> {
  const shown = await findFormFilesByUuid(
    tx,
    source.clientId,
    source.formId,
    fileSettingUuids(schema),
  );
  if (shown.length === 0) return { schema, copies: [] };
  const copies = shown.map((row) => ({ uuid: randomUUID(), source: row }));
  const renamed = new Map(copies.map((copy) => [copy.source.uuid, copy.uuid]));
  return {
    schema: mapFileSettings(schema, (setting) => renameFileSetting(setting, renamed)),
    copies,
  };
}

/** Stores the planned copies as files of the copy (its client and form), made by `userId`. */
export async function storeFormFileCopies(
  tx: TDb,
  planned: TFormFileCopies,
  target: { clientId: number; formId: number; userId: number },
): Promise<void> {
  for (const { uuid, source } of planned.copies) {
    await insertFile(tx, {
      uuid,
      clientId: target.clientId,
      formId: target.formId,
      uploadedBy: target.userId,
      sha256: source.sha256,
      size: source.size,
      mimeType: source.mimeType,
      filename: source.filename,
    });
  }
}
