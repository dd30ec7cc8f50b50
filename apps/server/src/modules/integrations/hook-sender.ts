import type { TFormType, TWebhookIntegration } from '@eform/core/api';
import type { TSchema } from '@eform/core/elements';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TOutboundPolicy } from '../../http/outbound';
import type { TMailer } from '../../mail/mailer';
import type { TStorage } from '../../storage/storage';

/**
 * The seam between the hook pipeline (deliveries of a registration's integrations: claim, attempt,
 * retry, status) and the three kinds of integration. The pipeline loads the registration once,
 * calls the sender of the hook's type, records what it answers as one attempt, and decides from
 * `retryable` whether to try again later. A sender never throws for a failed delivery: it answers
 * `ok: false` with a Dutch `error`; a throw is a bug (recorded as a retryable failure).
 */

/** A file of the registration (an upload or photo of one of its elements). */
export interface THookFile {
  /** The element's data name the file belongs to. */
  element: string;
  fileUuid: string;
  filename: string;
  mimeType: string;
  size: number;
  /** The storage key of the bytes (TStorage). */
  sha256: string;
}

/** The registration a hook delivers, as the pipeline loads it once per attempt. */
export interface THookRegistration {
  clientId: number;
  /** Database id and the answers' `_id` (uuid). */
  id: number;
  uuid: string;
  serialNumber: number;
  registeredAt: Date;
  updatedAt: Date;
  phase: string | null;
  status: 'completed' | 'draft';
  name: string;
  username: string | null;
  values: Record<string, unknown>;
  /** The schema of the form revision the registration was filled on. */
  schema: TSchema;
  files: THookFile[];
  form: { id: number; uuid: string; name: string; type: TFormType; revision: number };
}

/** What a sender gets for one attempt. */
export interface THookSendContext {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  log: Logger;
  /** The door's policy: every request goes through outboundRequest(input, outbound). */
  outbound: TOutboundPolicy;
  /** PUBLIC_URL: links to the product (signed file links) are built from it. */
  publicUrl: string;
  hook: TWebhookIntegration & { hook_id: string };
  /** The hook's signing secret (post-to-url) and Signalen bearer token, when stored. */
  secret: string | null;
  siaToken: string | null;
  delivery: {
    /** The delivery's uuid: the idempotency key, the same across every retry. */
    uuid: string;
    /** 1 for the first attempt. */
    attempt: number;
    /** The Signalen signal made by an earlier attempt (photos still to send), if any. */
    signalId: string | null;
  };
  registration: THookRegistration;
  /**
   * A test send ('Test versturen'): a sample registration, nothing is kept of it; a sender says
   * so to the receiver where it can (post-to-url: `"test": true`).
   */
  test?: boolean;
  /** The whole request's deadline: OUTBOUND_TIMEOUT_MS (10 s) unless a test shortens it. */
  timeoutMs?: number;
}

/** What one attempt came to. `responseExcerpt` is at most the answer's first 2 KB, as text. */
export type THookOutcome =
  | {
      ok: true;
      statusCode: number | null;
      durationMs: number;
      responseExcerpt: string;
      /** Signalen: the id of the signal made. */
      signalId?: string;
    }
  | {
      ok: false;
      /** false: give up at once (a 4xx other than 408/429, a refused address, bad settings). */
      retryable: boolean;
      statusCode: number | null;
      durationMs: number;
      responseExcerpt: string;
      /** Why, in Dutch: shown in the registration's detail. */
      error: string;
      /** Signalen: a signal made before a later step failed (kept, so a retry does not make it twice). */
      signalId?: string;
    };

/** One kind of integration: sends one attempt of one delivery. */
export type THookSender = (context: THookSendContext) => Promise<THookOutcome>;

/** The answer's first 2 KB as text (what an attempt keeps of it). */
export const RESPONSE_EXCERPT_BYTES = 2048;
