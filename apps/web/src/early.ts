// Evaluated first of all the entry's modules (main.tsx imports it first): see early-requests.ts.
import { startEarlyRequests } from './lib/http/early-requests';

startEarlyRequests(location.pathname);
