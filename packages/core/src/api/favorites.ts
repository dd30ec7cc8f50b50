// Only the form editor (a lazy admin chunk) imports these schemas.
import { z } from 'zod';
import { ZElement } from '../elements/element-schema';

/** Longest name of a favourite element. */
export const MAX_FAVORITE_NAME_LENGTH = 255;

/** Path parameters of the calls on one favourite. */
export const ZFavoriteParams = z.object({
  id: z.string().describe('Client id or uuid'),
  favorite_id: z.string().describe('favorite_id (uuid)'),
});

/**
 * POST /api/client/{id}/favorites body: the element to keep and its name (doc 2 §5: a favourite
 * needs a name). The element is raw JSON here: the server gives it a uuid where missing and
 * parses it with core's element schema.
 */
export const ZCreateFavoriteBody = z.strictObject({
  favoriteName: z.string().trim().min(1).max(MAX_FAVORITE_NAME_LENGTH),
  element: z.record(z.string(), z.unknown()),
});
/** A new favourite. */
export type TCreateFavoriteBody = z.infer<typeof ZCreateFavoriteBody>;

/** A favourite element as the calls answer it: the element carries its favoriteName. */
export const ZFavorite = z
  .object({
    favorite_id: z.string(),
    favoriteName: z.string(),
    element: ZElement,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Favorite' });
/** A favourite element. */
export type TFavorite = z.infer<typeof ZFavorite>;

/** GET /api/client/{id}/favorites answer: the user's favourites in the client, newest first. */
export const ZFavoriteList = z.array(ZFavorite);
