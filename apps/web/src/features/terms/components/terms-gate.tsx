import { lazy, Suspense } from 'react';
import { useTermsRequired } from '../hooks/use-terms-required';

const TermsWall = lazy(() => import('./terms-wall').then((m) => ({ default: m.TermsWall })));

/**
 * The terms wall, loaded only for a user who must accept terms: its dialog is a heavy widget
 * few sessions need, so it stays out of the fill path's chunks.
 */
export function TermsGate() {
  const { required } = useTermsRequired();
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <TermsWall />
    </Suspense>
  );
}
