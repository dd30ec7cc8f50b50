import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { formForUser, isUuid, type TAsker } from '../access';
import {
  findDelivery,
  findFormRegistrationId,
  reopenFailedDelivery,
} from './deliveries.repository';
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
