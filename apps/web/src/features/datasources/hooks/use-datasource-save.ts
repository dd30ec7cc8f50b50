import type { TDatasource, TDatasourceType } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/http/api-error';
import {
  createDatasource,
  datasourcesKeys,
  startDatasourceBatch,
  updateDatasource,
  uploadDatasourceFile,
} from '../api/datasources-api';
import type { TDatasourceFormValues } from '../lib/datasource-form-model';

/** A saved datasource whose new file is being imported by the batch `batchName`. */
export type TImportRun = { datasource: TDatasource; batchName: string };

/** What a save ended in: an import to follow, or a datasource saved without a new file. */
export type TSaveOutcome = { import: TImportRun } | { saved: TDatasource };

type TUploading = { name: string; percent: number };

/**
 * The save of the create and edit screens (doc 3 §2, §4): the CSV uploaded with its progress,
 * then the datasource created (or patched), then its import started. A step that fails says so
 * in Dutch and keeps what is done: a retry does not upload the same file again nor create a
 * second datasource. `existing` is the datasource being edited (absent on create).
 */
export function useDatasourceSave(clientId: number, type: TDatasourceType, existing?: TDatasource) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<TUploading | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const uploaded = useRef<{ file: File; fileId: string } | null>(null);
  const saved = useRef<TDatasource | undefined>(existing);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const upload = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.fileId;
    const controller = new AbortController();
    abort.current = controller;
    setUploading({ name: file.name, percent: 0 });
    try {
      const stored = await uploadDatasourceFile(clientId, file, {
        signal: controller.signal,
        onProgress: (percent) => setUploading({ name: file.name, percent }),
      });
      uploaded.current = { file, fileId: stored.file_id };
      return stored.file_id;
    } catch (cause) {
      throw new SaveStepError(serverMessage(cause) ?? tc('datasources.uploadFailed'));
    } finally {
      setUploading(null);
    }
  };

  const store = async (values: TDatasourceFormValues, fileId: string | undefined) => {
    const field_crs = type === 'map_features' ? values.field_crs : null;
    const current = saved.current;
    try {
      const datasource = current
        ? await updateDatasource(current.id, {
            name: values.name.trim(),
            field_crs,
            ...(fileId ? { file_id: fileId } : {}),
          })
        : await createDatasource(clientId, {
            type,
            name: values.name.trim(),
            field_crs,
            file_id: fileId ?? '',
          });
      saved.current = datasource;
      return datasource;
    } catch (cause) {
      const fallback = current ? 'datasources.saveFailed' : 'datasources.createFailed';
      throw new SaveStepError(serverMessage(cause) ?? tc(fallback));
    }
  };

  const save = async (values: TDatasourceFormValues): Promise<TSaveOutcome | null> => {
    setError(null);
    setBusy(true);
    try {
      const fileId = values.file ? await upload(values.file) : undefined;
      const datasource = await store(values, fileId);
      void queryClient.invalidateQueries({ queryKey: datasourcesKeys.all });
      if (!fileId) return { saved: datasource };
      const batch = await startDatasourceBatch(datasource.id, 'import').catch((cause) => {
        throw new SaveStepError(serverMessage(cause) ?? tc('datasources.importStartFailed'));
      });
      // The file is in: a second save of the same values imports it again, no new upload.
      return { import: { datasource, batchName: batch.batch_name } };
    } catch (cause) {
      if (abort.current?.signal.aborted) return null;
      setError(cause instanceof SaveStepError ? cause.message : tc('datasources.saveFailed'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { save, uploading, error, busy };
}

/** A step of the save that failed, with the Dutch text to show. */
class SaveStepError extends Error {}
