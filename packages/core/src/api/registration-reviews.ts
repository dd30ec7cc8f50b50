// Review states and edit history of a sent registration (issue 34). Only the admin screens (a
// lazy chunk) import these schemas; the fill path never.
import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from '../constants/review';
import { ZRegistrationValues, ZReviewState } from './registrations';

/** A comment with a review or a correction: optional, at most REVIEW_COMMENT_MAX_LENGTH. */
const ZReviewComment = z.string().max(REVIEW_COMMENT_MAX_LENGTH);

/** PATCH api/form/{form_id}/registrations/{id}/review body. */
export const ZReviewBody = z.strictObject({
  review_state: ZReviewState,
  comment: ZReviewComment.optional(),
});
/** A review as sent. */
export type TReviewBody = z.infer<typeof ZReviewBody>;

/** Who reviewed or corrected: the user's id and the name shown (the e-mail when it has none). */
export const ZReviewUser = z.object({ id: z.number().int(), display_name: z.string() });
/** A reviewing or correcting user. */
export type TReviewUser = z.infer<typeof ZReviewUser>;

/**
 * A registration's current review: the PATCH .../review answer. `review_state` null is 'Niet
 * beoordeeld' (then the other fields are null too).
 */
export const ZRegistrationReview = z
  .object({
    review_state: ZReviewState.nullable(),
    review_comment: z.string().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
    reviewed_by: ZReviewUser.nullable(),
  })
  .meta({ id: 'RegistrationReview' });
/** A registration's current review. */
export type TRegistrationReview = z.infer<typeof ZRegistrationReview>;

/** GET .../reviews answer: every review given, newest first (the history). */
export const ZRegistrationReviewHistory = z
  .object({
    items: z.array(
      z.object({
        review_state: ZReviewState,
        comment: z.string().nullable(),
        at: z.iso.datetime(),
        user: ZReviewUser.nullable(),
      }),
    ),
  })
  .meta({ id: 'RegistrationReviewHistory' });
/** The review history. */
export type TRegistrationReviewHistory = z.infer<typeof ZRegistrationReviewHistory>;

/**
 * PATCH api/form/{form_id}/registrations/{id} body: a correction. `values` holds only the fields
 * that change, by element data name (top level; a subform's whole list of rows).
 */
export const ZCorrectionBody = z.strictObject({
  values: ZRegistrationValues.refine((values) => Object.keys(values).length > 0, {
    message: 'values names at least one field',
  }),
  comment: ZReviewComment.optional(),
});
/** A correction as sent. */
export type TCorrectionBody = z.infer<typeof ZCorrectionBody>;

/** PATCH api/form/{form_id}/registrations/{id} answer: the new version and the values now. */
export const ZCorrectionAnswer = z
  .object({
    version: z.number().int(),
    values: ZRegistrationValues,
    registration_updated_at: z.iso.datetime(),
  })
  .meta({ id: 'RegistrationCorrection' });
/** A correction's answer. */
export type TCorrectionAnswer = z.infer<typeof ZCorrectionAnswer>;

/**
 * One field that differs between two versions: its data name (a subform row's field as
 * `subform.2.field`, 1-based row), its label, and its value before and after (null: empty).
 */
export const ZValueChange = z.object({
  name: z.string(),
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
/** A changed field. */
export type TValueChange = z.infer<typeof ZValueChange>;

/**
 * GET .../versions answer, newest first. Version 1 is the values as sent (`user` null: the
 * sender; no changes); each later one a correction with its changes against the one before.
 * Empty while the registration was never corrected.
 */
export const ZRegistrationVersions = z
  .object({
    items: z.array(
      z.object({
        version: z.number().int(),
        at: z.iso.datetime(),
        user: ZReviewUser.nullable(),
        comment: z.string().nullable(),
        changes: z.array(ZValueChange),
      }),
    ),
  })
  .meta({ id: 'RegistrationVersions' });
/** A registration's versions. */
export type TRegistrationVersions = z.infer<typeof ZRegistrationVersions>;
