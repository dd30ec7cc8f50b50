/** A failed API call: the HTTP status (0 when there was no answer) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** True when `error` is an answer of the server with one of `statuses`. */
export function isApiStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

/**
 * The server's own Dutch message when `error` is the server's error answer (an {@link ApiError}
 * with the API's error code), else undefined: no answer, or an answer without an error body.
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code !== undefined ? error.message : undefined;
}
