import type { TSchema } from '@eform/core/elements';
import type { TEmailSettingFields } from '@eform/core/email';
import type { TReplaceTokensContext } from '@eform/core/tokens';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';

// The after-send job's port for Word attachments: the deliveries module says what it needs,
// the email-word module fills it (renderWordAttachment), so the dependency runs one way.

/** What filling one setting's Word template for one registration needs. */
export interface TWordAttachmentInput {
  db: TDb;
  storage: TStorage;
  log: Logger;
  clientId: number;
  formId: number;
  setting: TEmailSettingFields;
  ctx: TReplaceTokensContext & { schema: TSchema };
  /** The registration's own pictures (photos, signatures). */
  readFile: (reference: unknown) => Promise<Buffer | undefined>;
}

/**
 * The Word attachment, or none; `note` says (Dutch) what went otherwise than the setting asked:
 * the docx instead of a PDF, or no Word attachment at all. The mail goes in every case.
 */
export interface TWordAttachmentResult {
  attachment?: { filename: string; content: Buffer; contentType: string };
  note?: string;
}

export type TWordAttachmentRenderer = (
  input: TWordAttachmentInput,
) => Promise<TWordAttachmentResult>;
