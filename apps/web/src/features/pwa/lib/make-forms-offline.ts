import { type TForm, ZForm, ZFormMetadata } from '@eform/core/api';
import { z } from 'zod';
import { apiRequest } from '../../../lib/http/api-client';
import { isApiStatus } from '../../../lib/http/api-error';
import { fetchFileBlob } from '../../../lib/http/file-blob';
import { formNeeds } from './form-needs';

/** The calls that fetch (through the service worker, which keeps each answer). */
export type TOfflineFetchers = {
  form(formId: string): Promise<TForm>;
  /** A form's side answer (its Word flags); failing it does not fail the form. */
  metadata(formId: string): Promise<unknown>;
  file(url: string): Promise<unknown>;
  datasource(url: string): Promise<unknown>;
};

const enc = encodeURIComponent;
const background = { intent: 'background' } as const;

/** The app's own calls: every answer passes the service worker, which keeps it for offline use. */
export const apiFetchers: TOfflineFetchers = {
  form: (formId) => apiRequest(`/api/form/${enc(formId)}`, ZForm, background),
  metadata: (formId) => apiRequest(`/api/form/${enc(formId)}/metadata`, ZFormMetadata, background),
  file: (url) => fetchFileBlob(url, background),
  datasource: (url) => apiRequest(url, z.unknown(), background),
};

/** A datasource that no longer exists cannot be used online either: not a reason to fail. */
function gone(error: unknown): boolean {
  return isApiStatus(error, 404);
}

/**
 * Fetches one form with everything filling it offline needs: its linked forms (and theirs), the
 * files it shows and its datasource answers. `seen` holds the forms fetched already in this run.
 */
async function fetchFormWithNeeds(
  formId: string,
  fetchers: TOfflineFetchers,
  seen: Map<string, Promise<void>>,
): Promise<void> {
  const known = seen.get(formId);
  if (known) return known;
  const done = (async () => {
    const [form] = await Promise.all([
      fetchers.form(formId),
      fetchers.metadata(formId).catch(() => undefined),
    ]);
    const needs = formNeeds(form);
    await Promise.all([
      ...needs.files.map((url) => fetchers.file(url)),
      ...needs.datasources.map((url) =>
        fetchers.datasource(url).catch((error: unknown) => {
          if (!gone(error)) throw error;
        }),
      ),
      ...needs.forms.map((linked) => fetchFormWithNeeds(linked, fetchers, seen)),
    ]);
  })();
  seen.set(formId, done);
  return done;
}

/** How far 'Offline beschikbaar maken' is: forms done (fetched or failed) of the total. */
export type TOfflineProgress = { done: number; total: number };

/**
 * 'Offline beschikbaar maken' (issue 22 item 7): fetches every form of a folder with what it
 * needs, one form after another (a field worker's connection is often slow), reporting progress.
 * Answers which forms are ready and which failed.
 */
export async function makeFormsOffline(
  formIds: readonly string[],
  onProgress: (progress: TOfflineProgress) => void,
  fetchers: TOfflineFetchers = apiFetchers,
): Promise<{ ready: string[]; failed: string[] }> {
  const seen = new Map<string, Promise<void>>();
  const ready: string[] = [];
  const failed: string[] = [];
  onProgress({ done: 0, total: formIds.length });
  for (const formId of formIds) {
    try {
      await fetchFormWithNeeds(formId, fetchers, seen);
      ready.push(formId);
    } catch (error) {
      console.warn('Form not made available offline', formId, error);
      failed.push(formId);
    }
    onProgress({ done: ready.length + failed.length, total: formIds.length });
  }
  return { ready, failed };
}
