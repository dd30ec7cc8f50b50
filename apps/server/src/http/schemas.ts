import { ZErrorBody } from '@eform/core/api';

/** Response schema entries for the given error statuses, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

/** Security requirement for routes behind the api key. */
export const API_KEY_SECURITY = [{ apiKey: [] }];
