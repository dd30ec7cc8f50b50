import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes';

/** Zod schema of an error code of {@link ERROR_CODES}. */
export const ZErrorCode = z.enum(ERROR_CODES);

/** Error answer of every API call: a code and a Dutch text (plus `status: "error"` on login). */
export const ZErrorBody = z
  .object({
    code: ZErrorCode,
    message: z.string(),
    status: z.literal('error').optional(),
  })
  .meta({ id: 'Error' });
/** An error answer. */
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Largest value of a PostgreSQL `integer` (ids, revisions). */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * A numeric id or revision in a request body: an integer the database's `integer` columns hold,
 * so a larger one is a 400 naming the field, never a database error.
 */
export const ZDbInteger = z
  .number()
  .int()
  .min(-MAX_DB_INTEGER - 1)
  .max(MAX_DB_INTEGER);

/** The answer of calls that only confirm (`{ status: 'success' }`). */
export const ZSuccessAnswer = z.object({ status: z.literal('success') });
/** A confirmation answer. */
export type TSuccessAnswer = z.infer<typeof ZSuccessAnswer>;

/** Path parameter naming a client: numeric id or uuid. */
export const ZClientParams = z.object({
  id: z.string().describe('Numeric client id or client uuid'),
});
