import { FormFillPage } from '../../../features/filling/components/screens/form-fill/form-fill-page';

/**
 * The fill route's screen (`/form/:form_id/:force_reload`), a chunk of its own. The bundle budget
 * (`scripts/check-bundle-budget.ts`) counts this module and everything it imports as part of the
 * fill path.
 */
export function FormFillScreen() {
  return <FormFillPage />;
}
