import {
  EXPORT_POLL_MS,
  GEO_EXPORT_FORMATS,
  type TExportFormat,
  type TExportQueueAnswer,
  type TGeoExportFormat,
} from '@eform/core/api/registrations-admin';
import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import {
  cancelRegistrationExport,
  exportProgressQuery,
  fetchExportFile,
  fetchGeoExport,
  registrationListKeys,
  startRegistrationExport,
} from '../api/registrations-admin-api';

/** How long the 'this may take 1 to 2 minutes' toast stays (doc 2 §4). */
export const EXPORT_TOAST_MS = 10_000;

/** Every format of the export menu: the queued table exports and the streamed geo files. */
export type TMenuFormat = TExportFormat | TGeoExportFormat;

const isGeoFormat = (format: TMenuFormat): format is TGeoExportFormat =>
  (GEO_EXPORT_FORMATS as readonly string[]).includes(format);

const EXTENSION: Record<TMenuFormat, string> = {
  csv: 'csv',
  'csv-with-attachments': 'zip',
  xlsx: 'xlsx',
  geojson: 'geojson',
  kml: 'kml',
};

/** The saved file's name: the form's name (what a file system accepts of it), the format's end. */
export function exportFileName(formName: string, format: TMenuFormat): string {
  const base = formName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || ta('registrationsList.export.fileName')}.${EXTENSION[format]}`;
}

const failed = (message = ta('registrationsList.export.failed')) =>
  notifications.show({ color: 'red', message });

type TRunning = { queueId: string; format: TExportFormat };

/**
 * An export of the list (doc 2 §4): started with the list's filters; a small set (`queue_id`
 * false) downloads at once, a larger one is asked for its progress every 5 s and downloads by
 * itself at 100%, or is cancelled. One export at a time.
 */
export function useRegistrationExport(formId: string, formName: string) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<TRunning | null>(null);
  const handled = useRef<string | null>(null);

  const download = useCallback(
    async (url: string, format: TExportFormat) => {
      try {
        saveBlob(await fetchExportFile(url), exportFileName(formName, format));
      } catch {
        failed(ta('registrationsList.export.downloadFailed'));
      }
    },
    [formName],
  );

  const start = useMutation({
    mutationFn: ({ format, query }: { format: TExportFormat; query: string }) =>
      startRegistrationExport(formId, format, query),
    onSuccess: (answer, { format }) => {
      if (answer.queue_id === false) {
        if (answer.download_url) void download(answer.download_url, format);
        else failed();
        return;
      }
      queryClient.setQueryData(
        registrationListKeys.exportProgress(formId, answer.queue_id),
        answer,
      );
      handled.current = null;
      setRunning({ queueId: answer.queue_id, format });
      notifications.show({ message: ta('registrations.csvQueued'), autoClose: EXPORT_TOAST_MS });
    },
    onError: () => failed(),
  });

  // GeoJSON and KML stream at once, whatever their size: no queue, no progress.
  const geo = useMutation({
    mutationFn: ({ format, query }: { format: TGeoExportFormat; query: string }) =>
      fetchGeoExport(formId, format, query),
    onSuccess: (blob, { format }) => saveBlob(blob, exportFileName(formName, format)),
    onError: () => failed(ta('registrationsList.export.downloadFailed')),
  });

  const progress = useQuery({
    ...exportProgressQuery(formId, running?.queueId ?? ''),
    enabled: running !== null,
    staleTime: EXPORT_POLL_MS,
    refetchInterval: EXPORT_POLL_MS,
    // A phone in a pocket still finishes its download when its owner looks again.
    refetchIntervalInBackground: true,
  });

  const finish = useCallback(
    (queueId: string) => {
      handled.current = queueId;
      setRunning(null);
      queryClient.removeQueries({ queryKey: registrationListKeys.exportProgress(formId, queueId) });
    },
    [queryClient, formId],
  );

  const answer: TExportQueueAnswer | undefined = running ? progress.data : undefined;
  useEffect(() => {
    if (!running || !answer || handled.current === running.queueId) return;
    if (answer.status === 'done' && answer.download_url) {
      finish(running.queueId);
      void download(answer.download_url, running.format);
    } else if (answer.status === 'failed' || answer.status === 'cancelled') {
      finish(running.queueId);
      if (answer.status === 'failed') failed();
    }
  }, [running, answer, finish, download]);

  useEffect(() => {
    // The progress cannot be asked (the export is gone): say so rather than poll for ever.
    if (running && progress.isError) {
      finish(running.queueId);
      failed();
    }
  }, [running, progress.isError, finish]);

  const cancel = useMutation({
    mutationFn: (queueId: string) => cancelRegistrationExport(formId, queueId),
    onSuccess: (_answer, queueId) => {
      finish(queueId);
      notifications.show({ message: ta('registrationsList.export.cancelled') });
    },
    onError: () => failed(),
  });

  return {
    start: (format: TMenuFormat, query: string) =>
      isGeoFormat(format) ? geo.mutate({ format, query }) : start.mutate({ format, query }),
    starting: start.isPending || geo.isPending,
    progress: answer ?? null,
    cancel: () => running && cancel.mutate(running.queueId),
    cancelling: cancel.isPending,
  };
}
