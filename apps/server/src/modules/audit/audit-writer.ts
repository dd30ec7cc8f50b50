import type { TDb } from '../../db/client';
import { insertAuditEntries, type TAuditRecord } from './audit.repository';

export type { TAuditRecord };

/** How long an entry waits in the buffer at most before its batch is written. */
export const AUDIT_FLUSH_INTERVAL_MS = 250;
/** A buffer this full is written at once, whatever the interval. */
export const AUDIT_FLUSH_MAX_ENTRIES = 200;

/** Where a failed flush is reported (pino's or Fastify's logger). */
export interface TAuditLog {
  error(fields: object, message: string): void;
}

/** One process's buffer of audit entries and its writer. */
export interface TAuditWriter {
  /** Buffers the entry; never waits for the database and never throws. */
  record(entry: TAuditRecord): void;
  /** Writes everything buffered now (tests await it instead of waiting for the timer). */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer (the app's onClose). */
  close(): Promise<void>;
}

interface TWriterOptions {
  log?: TAuditLog;
  /** The batch insert; a test counts its calls. */
  insert?: typeof insertAuditEntries;
  intervalMs?: number;
  maxEntries?: number;
}

/**
 * The audit log's write path (issue 34): entries collect in memory and are written by ONE
 * multi-row INSERT every {@link AUDIT_FLUSH_INTERVAL_MS} or at {@link AUDIT_FLUSH_MAX_ENTRIES},
 * off the request's path, so a view or download never waits for its log line. A failed write is
 * tried once more and then logged with the entries' count; it never reaches a request. What is
 * buffered when the process dies without its shutdown is lost: a trade for requests that do not
 * wait (docs/DECISIONS.md).
 */
export function createAuditWriter(db: TDb, options: TWriterOptions = {}): TAuditWriter {
  const intervalMs = options.intervalMs ?? AUDIT_FLUSH_INTERVAL_MS;
  const maxEntries = options.maxEntries ?? AUDIT_FLUSH_MAX_ENTRIES;
  const insert = options.insert ?? insertAuditEntries;
  let buffer: TAuditRecord[] = [];
  let timer: NodeJS.Timeout | null = null;
  // Writes run one after another, so flush() returns only when everything before it is written.
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: TAuditRecord[]): Promise<void> {
    try {
      await insert(db, batch);
    } catch {
      try {
        await insert(db, batch);
      } catch (error) {
        options.log?.error({ err: error, entries: batch.length }, 'audit log entries not written');
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (buffer.length > 0) {
      const batch = buffer;
      buffer = [];
      writing = writing.then(() => write(batch));
    }
    return writing;
  }

  return {
    record(entry) {
      buffer.push({ ...entry, at: entry.at ?? new Date() });
      if (buffer.length >= maxEntries) {
        void flush();
      } else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        // A pending flush alone never keeps the process alive; close() writes the rest.
        timer.unref();
      }
    },
    flush,
    close: flush,
  };
}
