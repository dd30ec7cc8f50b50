// Evaluated first of all the entry's modules (main.tsx imports it first): see early-requests.ts.
// The filling entry's loaders import nothing statically, so importing it changes nothing in the
// order the entry is evaluated in.
import { loadFormFillPage } from './features/filling';
import { startEarlyRequests } from './lib/http/early-requests';

// On a signed-in fill route the fill screen's chunks load while the rest of the entry is
// evaluated; the route takes the same module when it renders (a failure is the route's to show).
if (startEarlyRequests(location.pathname).fill) loadFormFillPage().catch(() => undefined);
