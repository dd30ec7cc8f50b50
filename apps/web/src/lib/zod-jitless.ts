import { z } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with
// `new Function` when it may, and finds out by calling `Function('')` once: under the policy that
// call is refused and reported as a violation. Parsing without the compiled fast path is more
// than fast enough for the app's answers. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
