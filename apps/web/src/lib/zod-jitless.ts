import { config } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with
// `new Function` when it may, and finds out by calling `Function('')` once: under the policy that
// call is refused and reported as a violation. Parsing without the compiled fast path is more
// than fast enough for the app's answers. Imported first by main.tsx, before any schema parses.
// Called as `config`, not `z.config`: the build takes every call on `z` as pure
// (apps/web/build/pure-schema-calls.ts) and would drop this one, whose result nobody reads.
config({ jitless: true });
