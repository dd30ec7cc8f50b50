import type { TDatasourceFeatures, TDatasourceSearchItems } from '@eform/core/api/datasources';
import { namesDatasource, schemaDatasourceRefs } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { isUuid, parseNumericId } from '../access';
import { guestFormOf, limitGuest } from '../registrations';
import { readDatasourceData, type TDataQuery } from './datasource-data';
import { findDatasource } from './datasources.repository';

/**
 * GET api/guest/form/{guest_id}/datasource/{datasource_id}: what GET api/datasource/{id} answers,
 * without sign-in, for a guest form's own search and map fields. NOT_FOUND unless the guest form
 * (published, guest access on) names the datasource in one of its search or map elements
 * (subforms included) and the datasource is of the form's client: a guest link opens no other
 * list. Counted per address and form (GUEST_MAP_READS_PER_MINUTE) once the form is known.
 */
export async function readGuestDatasource(
  db: TDb,
  guestId: string,
  ref: string,
  ip: string,
  query: TDataQuery,
): Promise<TDatasourceFeatures | TDatasourceSearchItems> {
  const form = await guestFormOf(db, guestId);
  await limitGuest(db, form, ip, new Date(), 'datasource');
  const datasource = await findDatasource(
    db,
    isUuid(ref) ? { uuid: ref.toLowerCase() } : { id: parseNumericId(ref) },
  );
  if (
    !datasource ||
    datasource.clientId !== form.clientId ||
    !namesDatasource(schemaDatasourceRefs(form.schema), datasource)
  ) {
    throw new DomainError('NOT_FOUND');
  }
  return readDatasourceData(db, datasource, query);
}
