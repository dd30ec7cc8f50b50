import { ZErrorBody } from '@eform/core/api';

/** Response schema entries for the given error statuses, for the OpenAPI document. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

/** Security requirement for routes behind the api key. */
export const API_KEY_SECURITY = [{ apiKey: [] }];

/**
 * A route's serializer for answers built field by field from database rows that can be large
 * (a map layer's up to 100,000 features): JSON as it is, without the response schema's check,
 * which copied every item (seconds of the event loop). The schema still documents the answer.
 */
export const bulkSerializer = () => (data: unknown) => JSON.stringify(data);
