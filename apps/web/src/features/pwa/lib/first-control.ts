import type { QueryClient } from '@tanstack/react-query';

/**
 * The first visit of a device: the worker installs (the whole app) while the first screens ask
 * their data, and takes the page over once it is ready (sw.ts `clientsClaim`). Those answers
 * passed no worker, so it kept no copy, and after a reload without signal the form opened a
 * minute ago could not open (issue 30). When the worker takes control, every query asked so far
 * is asked again, through it: it keeps the copies its rules allow (api-cache-rules.ts). Nothing
 * happens on a page a worker already controls (a later visit, an update). Answers the stop.
 */
export function refetchOnFirstControl(
  container: ServiceWorkerContainer,
  queryClient: QueryClient,
): () => void {
  if (container.controller) return () => undefined;
  const refetch = () => void queryClient.refetchQueries();
  container.addEventListener('controllerchange', refetch, { once: true });
  return () => container.removeEventListener('controllerchange', refetch);
}
