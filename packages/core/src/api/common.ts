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

/** The answer of calls that only confirm (`{ status: 'success' }`). */
export const ZSuccessAnswer = z.object({ status: z.literal('success') });
/** A confirmation answer. */
export type TSuccessAnswer = z.infer<typeof ZSuccessAnswer>;

/** Path parameter naming a client: numeric id or uuid. */
export const ZClientParams = z.object({
  id: z.string().describe('Numeric client id or client uuid'),
});
