// The retention preview (issue 34): what the next daily run would delete under a term the manager
// is still editing. Admin only: reached through forms-admin, never the fill path.
import { z } from 'zod';
import { RETENTION_AMOUNT_MAX, RETENTION_UNITS } from '../constants/retention';
import type { TFormRetention } from './forms';

const ZTermAmount = z.coerce.number().int().min(1).max(RETENTION_AMOUNT_MAX);

/**
 * The term to preview, as the panel edits it: `sent_amount` with `sent_unit` (days when absent),
 * and `drafts_days`; a term left out is off.
 */
export const ZRetentionPreviewQuery = z.object({
  sent_amount: ZTermAmount.optional(),
  sent_unit: z.enum(RETENTION_UNITS).optional(),
  drafts_days: ZTermAmount.optional(),
});
/** The term to preview. */
export type TRetentionPreviewQuery = z.infer<typeof ZRetentionPreviewQuery>;

/** How many the next run (`next_run_at`) would delete under the previewed term. */
export const ZRetentionPreview = z.object({
  sent: z.number().int(),
  drafts: z.number().int(),
  saved: z.number().int(),
  next_run_at: z.iso.datetime(),
});
/** How many the next run would delete under the previewed term. */
export type TRetentionPreview = z.infer<typeof ZRetentionPreview>;

/** The preview query of a retention term (the inverse of {@link retentionOfPreviewQuery}). */
export function previewQueryOf(retention: TFormRetention): TRetentionPreviewQuery {
  return {
    ...(retention.sent
      ? { sent_amount: retention.sent.amount, sent_unit: retention.sent.unit }
      : {}),
    ...(retention.drafts_days !== null ? { drafts_days: retention.drafts_days } : {}),
  };
}

/** The retention term a preview query describes. */
export function retentionOfPreviewQuery(query: TRetentionPreviewQuery): TFormRetention {
  return {
    sent:
      query.sent_amount === undefined
        ? null
        : { amount: query.sent_amount, unit: query.sent_unit ?? 'days' },
    drafts_days: query.drafts_days ?? null,
  };
}
