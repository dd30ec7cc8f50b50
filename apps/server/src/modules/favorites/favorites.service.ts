import type { TCreateFavoriteBody } from '@eform/core/api/favorites';
import { assignElementUuids, ZElement } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { assertPermission, isUuid, type TTenant } from '../access';
import {
  deleteFavorite,
  insertFavorite,
  listFavorites,
  type TFavoriteRow,
} from './favorites.repository';

/** Who keeps favourites: whoever may edit the client's forms. */
const EDIT_FORMS = 'eform form edit';

/** The user's favourite elements in the tenant's client, newest first. */
export function getFavorites(db: TDb, tenant: TTenant, userId: number): Promise<TFavoriteRow[]> {
  assertPermission(tenant, EDIT_FORMS);
  return listFavorites(db, tenant.client.id, userId);
}

/**
 * Keeps an element as a favourite (doc 2 §3, §5): parsed with core's element schema (400 naming
 * the field when it is none), with its name as favoriteName. The stored copy keeps the element's
 * uuid; adding it to a form gives it a new one.
 */
export async function addFavorite(
  db: TDb,
  tenant: TTenant,
  userId: number,
  body: TCreateFavoriteBody,
): Promise<TFavoriteRow> {
  assertPermission(tenant, EDIT_FORMS);
  const [raw] = assignElementUuids([body.element]) as unknown[];
  const parsed = ZElement.safeParse(raw);
  if (!parsed.success) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'element' },
    });
  }
  return insertFavorite(db, {
    clientId: tenant.client.id,
    userId,
    name: body.favoriteName,
    element: { ...parsed.data, favoriteName: body.favoriteName },
  });
}

/** Removes one of the user's favourites; NOT_FOUND for one that is not theirs in this client. */
export async function removeFavorite(
  db: TDb,
  tenant: TTenant,
  userId: number,
  favoriteRef: string,
): Promise<void> {
  assertPermission(tenant, EDIT_FORMS);
  if (!isUuid(favoriteRef)) throw new DomainError('NOT_FOUND');
  const removed = await deleteFavorite(db, tenant.client.id, userId, favoriteRef.toLowerCase());
  if (!removed) throw new DomainError('NOT_FOUND');
}
