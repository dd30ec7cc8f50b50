/**
 * What an error becomes in the log: its kind, code, message and stack, the SQL state and the
 * query text, never a value. A failed Drizzle query carries its parameters (registration values,
 * names, e-mail addresses) in `params` and in its message ('Failed query: ...\nparams: ...'), and
 * PostgreSQL quotes the offending value in its message ('invalid input syntax for type uuid:
 * "jan@example.nl"') and in `detail` ('Key (email)=(jan@example.nl) already exists.'). Only the
 * fields below are copied; everything else an error carries (a request body, `detail`, `where`)
 * stays out of the log.
 */

/** A logged error: only fields that describe the failure, not the data it failed on. */
export interface TLoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  /** PostgreSQL's own fields that name schema objects, not values. */
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The failed query's SQL with its `$1` placeholders; its parameters are dropped. */
  query?: string;
  statusCode?: number;
  cause?: TLoggedError;
}

/** How deep a chain of causes is followed (a cycle must not loop). */
const MAX_CAUSES = 5;
const NAMED_FIELDS = ['severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * pino serialiser for `err` (and `error`): use as `serializers: LOG_SERIALIZERS` on every logger
 * the server writes with (main.ts, and app.ts for a logger it is given).
 */
export function serializeError(error: unknown, depth = 0): TLoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  const message = withoutValues(error.message, fields);
  const logged: TLoggedError = { type: error.constructor?.name || error.name, message };
  if (error.stack) logged.stack = restack(error.stack, logged.type, message);
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  for (const name of NAMED_FIELDS) {
    if (typeof fields[name] === 'string') logged[name] = fields[name] as string;
  }
  if (typeof fields.query === 'string') logged.query = fields.query;
  if (error.cause instanceof Error && depth < MAX_CAUSES) {
    logged.cause = serializeError(error.cause, depth + 1) as TLoggedError;
  }
  return logged;
}

/** The serialisers of every server logger. */
export const LOG_SERIALIZERS = { err: serializeError, error: serializeError };

/**
 * The message without the values it may quote: Drizzle's params line, PostgreSQL's quoted input
 * ('...: "value"', 'value "value" is out of range'); names of constraints and types stay.
 */
function withoutValues(message: string, fields: Record<string, unknown>): string {
  const withoutParams = 'params' in fields ? message.replace(/\nparams: [\s\S]*$/, '') : message;
  return withoutParams.replace(/(: |value )"(?:[^"\\]|\\.)*"/g, '$1"…"');
}

/** The stack's frames under the cleaned message (V8 repeats the message on top of the stack). */
function restack(stack: string, type: string, message: string): string {
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}
