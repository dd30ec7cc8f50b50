// Evaluated first of all the entry's modules (main.tsx imports it first): see early-requests.ts.
import { loadFormFillScreen } from './app/routes/screens/load-form-fill-screen';
import { isFillPath, startEarlyRequests } from './lib/http/early-requests';

startEarlyRequests(location.pathname);
// The fill screen's chunks load while the rest of the entry is evaluated; the route takes the
// same module when it renders (a failure is the route's to show, then).
if (isFillPath(location.pathname)) loadFormFillScreen().catch(() => undefined);
