// Every server test file: errors find the server's answer texts, as in the running app.
import '../src/answer-messages';
import { clearProcessCaches } from '../src/db/process-caches';

// The files of a worker share one module graph (vitest.config.ts), each on its own database:
// every file starts with the caches a fresh server process starts with.
clearProcessCaches();
