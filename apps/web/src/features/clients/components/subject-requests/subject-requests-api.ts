import {
  type TSubjectSearchBody,
  ZSubjectEraseAnswer,
  ZSubjectExportStarted,
  ZSubjectExportStatus,
  ZSubjectSearchAnswer,
} from '@eform/core/api/subject-requests';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http/api-client';
import { fetchFileBlob } from '../../../../lib/http/file-blob';

const base = (clientId: number) => `/api/clients/${clientId}/subject-requests`;

/** POST /api/clients/{client_id}/subject-requests/search. */
export function searchSubject(clientId: number, body: TSubjectSearchBody) {
  return apiRequest(`${base(clientId)}/search`, ZSubjectSearchAnswer, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}

/** POST /api/clients/{client_id}/subject-requests/export. */
export function startSubjectExport(clientId: number, registrationIds: string[]) {
  return apiRequest(`${base(clientId)}/export`, ZSubjectExportStarted, {
    method: 'POST',
    body: { registration_ids: registrationIds },
    intent: 'in-form',
  });
}

/** GET /api/clients/{client_id}/subject-requests/export/{queue_id}, polled while it runs. */
export const subjectExportQuery = (clientId: number, queueId: string) =>
  queryOptions({
    queryKey: ['subject-export', clientId, queueId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${base(clientId)}/export/${queueId}`, ZSubjectExportStatus, {
        signal,
        intent: 'background',
      }),
  });

/** GET .../export/{queue_id}/file: the zip, fetched with the session's key. */
export function fetchSubjectExportFile(clientId: number, queueId: string): Promise<Blob> {
  return fetchFileBlob(`${base(clientId)}/export/${queueId}/file`, { intent: 'action' });
}

/** POST /api/clients/{client_id}/subject-requests/erase. */
export function eraseSubjectRegistrations(clientId: number, registrationIds: string[]) {
  return apiRequest(`${base(clientId)}/erase`, ZSubjectEraseAnswer, {
    method: 'POST',
    body: { registration_ids: registrationIds, confirm: 'VERWIJDEREN' },
    intent: 'in-form',
  });
}
