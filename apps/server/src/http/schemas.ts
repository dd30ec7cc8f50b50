import { ERROR_CODES } from '@eform/core/errors';
import { z } from 'zod';

/** Error answer of every API call (plus `status: "error"` on login). */
export const ZErrorBody = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    status: z.literal('error').optional(),
  })
  .meta({ id: 'Error' });

/** Response schema entries for the given error statuses, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

/** Client as listed in login and user info answers. */
export const ZClientSummary = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
});

/** The signed-in account, as both the login and the user info answers carry it. */
export const ZAccount = z.object({
  id: z.number().int(),
  uuid: z.string(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(z.string()),
  clients: z.array(ZClientSummary),
});

/** Path parameter naming a client: numeric id or uuid. */
export const ZClientParams = z.object({
  id: z.string().describe('Numeric client id or client uuid'),
});

/** Security requirement for routes behind the api key. */
export const API_KEY_SECURITY = [{ apiKey: [] }];
