import type { TSchema } from '@eform/core/elements';

/** What the registration PDF shows: the form, the registration's facts and its values. */
export type TRegistrationDocument = {
  formName: string;
  serialNumber: number;
  registrationName: string;
  registeredAt: Date;
  phase?: string | null;
  username?: string | null;
  schema: TSchema;
  values: Record<string, unknown>;
  hideEmptyValues?: boolean;
  styling?: { default_font?: string; option_colors?: Record<string, Record<string, string>> };
  /** Reads a stored file's bytes (images, signatures) by its url/id; undefined when unreadable. */
  readFile?: (reference: unknown) => Promise<Buffer | undefined>;
};
