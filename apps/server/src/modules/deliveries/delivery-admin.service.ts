import { EXPORT_RETENTION_HOURS } from '@eform/core/api/registrations-admin';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { renderPdfInSandbox } from '../../sandbox/documents';
import type { TStorage } from '../../storage/storage';
import { formForUser, isUuid, type TAsker } from '../access';
import { storeAttachmentsZip } from './attachments-zip';
import {
  findDelivery,
  findFormRegistrationId,
  findSentSettingIndexes,
  insertAttachmentsDownload,
  reopenFailedDelivery,
} from './deliveries.repository';
import { sentAttachments } from './deliveries.service';
import { deliveryQueueReady, queueDeliveryRetry } from './delivery-jobs';

/**
 * GET api/form/{form_id}/registrations/{registration_id}/deliveries/{delivery_id}/retry: a
 * failed e-mail back to pending and queued once more, for a manager of the form's registrations
 * ('eform manage form registrations'). Another client's or form's delivery is 404; one that is
 * not failed (sent, or still being tried) is 409.
 */
export async function retryDelivery(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
  deliveryRef: string,
): Promise<void> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form registrations');
  if (!isUuid(registrationRef) || !isUuid(deliveryRef)) throw new DomainError('NOT_FOUND');
  const { clientId, id: formId } = ref.form;
  const registrationId = await findFormRegistrationId(
    db,
    clientId,
    formId,
    registrationRef.toLowerCase(),
  );
  if (registrationId === undefined) throw new DomainError('NOT_FOUND');
  const delivery = await findDelivery(db, clientId, registrationId, deliveryRef.toLowerCase());
  if (!delivery) throw new DomainError('NOT_FOUND');
  if (!(await deliveryQueueReady(db))) throw new DomainError('SERVICE_UNAVAILABLE');
  await db.transaction(async (tx) => {
    if (!(await reopenFailedDelivery(tx, clientId, delivery.id))) {
      throw new DomainError('CONFLICT', { messageKey: 'server.delivery.notFailed' });
    }
    await queueDeliveryRetry(tx, { client_id: clientId, delivery_id: delivery.id });
  });
}

const HOUR_MS = 3_600_000;

/** Where a done export's file is downloaded (the exports module's file route). */
const exportFileUrl = (formUuid: string, queueId: string) =>
  `/api/form/${formUuid}/registrations/queue/${queueId}/file`;

/**
 * GET api/form/{form_id}/registrations/{registration_id}/download-emails (doc 2 'Registration
 * detail', §7): the attachments the registration's sent e-mails carry (each setting's PDF named
 * as in its mail, the registration's files when a setting attaches them), as the form's e-mail
 * settings make them now, in one zip. It is kept as a done export of the requester: the url is
 * the exports' file route, for that user alone for 24 hours. For a manager of the form's
 * registrations ('eform manage form registrations'); another client's registration is 404, and
 * so is one with nothing to attach (with the reason).
 */
export async function downloadDeliveryAttachments(
  deps: { db: TDb; storage: TStorage },
  auth: TAsker,
  formRef: string,
  registrationRef: string,
  now = new Date(),
): Promise<{ url: string; clientId: number; formId: number; registrationUuid: string }> {
  const { db, storage } = deps;
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form registrations');
  if (!isUuid(registrationRef)) throw new DomainError('NOT_FOUND');
  const { clientId, id: formId, uuid: formUuid } = ref.form;
  const registrationUuid = registrationRef.toLowerCase();
  const registrationId = await findFormRegistrationId(db, clientId, formId, registrationUuid);
  if (registrationId === undefined) throw new DomainError('NOT_FOUND');
  const indexes = await findSentSettingIndexes(db, clientId, registrationId);
  const found =
    indexes.length > 0
      ? await sentAttachments(
          { db, storage, renderPdf: renderPdfInSandbox },
          clientId,
          registrationId,
          indexes,
        )
      : undefined;
  if (!found || found.attachments.length === 0) {
    throw new DomainError('NOT_FOUND', { messageKey: 'server.delivery.nothingToDownload' });
  }
  const stored = await storeAttachmentsZip(found.attachments, storage);
  const queueId = await insertAttachmentsDownload(db, {
    clientId,
    formId,
    userId: auth.user.id,
    registrationUuid,
    fileKey: stored.key,
    fileSize: stored.size,
    fileName: `${ts('server.delivery.downloadName', { serial: String(found.serialNumber) })}.zip`,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_RETENTION_HOURS * HOUR_MS),
  });
  return { url: exportFileUrl(formUuid, queueId), clientId, formId, registrationUuid };
}
