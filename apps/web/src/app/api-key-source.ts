import { sessionStore } from '../features/session';
import { setApiKeySource } from '../lib/http/api-client';

// Every request of the HTTP layer (apiRequest, xhrRequest, file fetches) reads the session's key
// through this source. It is wired when this module is
// evaluated: router.tsx imports it, so it is in place before the router's first loaders ask for
// anything (they run while the router is created). Wired later, those first requests went without
// a key, were refused, and the shell asked again only after its chunks had loaded.
setApiKeySource(() => sessionStore.get()?.apiKey ?? null);
