import type { TReviewState } from '@eform/core/api/registrations';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Badge } from '@mantine/core';

/** Each review state as the registrations screens show it: its Dutch word and colour. */
export const REVIEW_STATE: Record<TReviewState, { label: TPlainAdminMessageKey; color: string }> = {
  approved: { label: 'registrationReview.state.approved', color: 'green' },
  has_issues: { label: 'registrationReview.state.has_issues', color: 'yellow' },
  rejected: { label: 'registrationReview.state.rejected', color: 'red' },
};

/** The Dutch word of a review state; 'Niet beoordeeld' for none. */
export function reviewStateText(state: TReviewState | null | undefined): string {
  return ta(state ? REVIEW_STATE[state].label : 'registrationReview.state.none');
}

/** A registration's review as a small badge: the word, never the colour alone. */
export function ReviewStateBadge({ state }: { state: TReviewState | null | undefined }) {
  return (
    <Badge
      color={state ? REVIEW_STATE[state].color : 'gray'}
      variant="light"
      data-testid="review-state"
      style={{ flexShrink: 0 }}
    >
      {reviewStateText(state)}
    </Badge>
  );
}
