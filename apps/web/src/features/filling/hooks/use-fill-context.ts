import type { ZFormMetadata } from '@eform/core/api';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { clientInfoQuery, useCurrentUser } from '../../session';
import { formMetadataQuery } from '../api/fill-api';

/**
 * The current client's credits from the client info the session already loads (null until it
 * is there: the server refuses a submit without credits anyway).
 */
export function useClientCredits(): number | null {
  const clientId = useCurrentUser()?.currentClient?.id ?? null;
  const info = useQuery({ ...clientInfoQuery(clientId ?? 0), enabled: clientId !== null });
  return info.data?.credits ?? null;
}

/** True when any Word attachment flag is false; no flags (no Word files) is no lock. */
export function isWordLocked(metadata: z.infer<typeof ZFormMetadata> | undefined): boolean {
  if (!metadata) return false;
  return Object.values(metadata.email_word_files_processed).some((done) => !done);
}

/** The Word lock of a form (doc 1 §2.9), polled every 10 s while the screen is open. */
export function useWordLock(formId: string, anonymous = false): boolean {
  const metadata = useQuery({ ...formMetadataQuery(formId, anonymous), enabled: formId !== '' });
  return isWordLocked(metadata.data);
}
