import type { TDatasource } from '@eform/core/api/datasources';
import { DomainError } from '@eform/core/errors';
import {
  DATASOURCE_LIST_PERMISSIONS,
  FORM_PERMISSIONS,
  hasAnyPermission,
  type TPermission,
} from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { isUuid, parseNumericId, type TAsker, type TTenant, tenantForClient } from '../access';
import { findDatasource, type TDatasourceWithFile } from './datasources.repository';

/** Viewing a datasource (list, detail, export): either datasource permission (doc 3 §2). */
export const DATASOURCE_VIEW = DATASOURCE_LIST_PERMISSIONS;
/**
 * The datasource options of a client are for the form editor (the search and map elements name
 * one): any form permission, or either datasource permission.
 */
export const DATASOURCE_OPTION_PERMISSIONS: readonly TPermission[] = [
  ...FORM_PERMISSIONS,
  ...DATASOURCE_LIST_PERMISSIONS,
];

/** Throws FORBIDDEN unless the tenant grants one of `permissions`. */
export function assertAnyPermission(tenant: TTenant, permissions: readonly TPermission[]): void {
  if (!hasAnyPermission(tenant.permissions, permissions)) throw new DomainError('FORBIDDEN');
}

/** A datasource and the asker's context in its client. */
export interface TDatasourceContext {
  tenant: TTenant;
  datasource: TDatasourceWithFile;
}

/**
 * The datasource of a path (numeric id or uuid) for the asker: NOT_FOUND when it does not exist
 * or belongs to a client they are no member of; FORBIDDEN without one of `permissions` (none
 * given: any member, as a filler whose search and map fields read it).
 */
export async function datasourceFor(
  db: TDb,
  asker: TAsker,
  ref: string,
  permissions: readonly TPermission[] = [],
): Promise<TDatasourceContext> {
  const datasource = await findDatasource(
    db,
    isUuid(ref) ? { uuid: ref.toLowerCase() } : { id: parseNumericId(ref) },
  );
  if (!datasource) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, asker, datasource.clientId);
  if (permissions.length > 0) assertAnyPermission(tenant, permissions);
  return { tenant, datasource };
}

/** A datasource as the API answers it. */
export function toDatasource(row: TDatasourceWithFile): TDatasource {
  return {
    id: row.id,
    uuid: row.uuid,
    type: row.type,
    name: row.name,
    field_crs: row.type === 'map_features' ? (row.fieldCrs ?? null) : null,
    client_id: row.clientId,
    file: row.file
      ? { file_id: row.file.uuid, filename: row.file.filename, size: row.file.size }
      : null,
    items_count: row.itemsCount,
    fields: row.fields,
    import_state: row.importState,
    import_error: row.importError,
    created: row.createdAt.toISOString(),
    changed: row.updatedAt.toISOString(),
  };
}
