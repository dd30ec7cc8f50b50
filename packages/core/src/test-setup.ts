import fc from 'fast-check';

/**
 * Property tests explore new random inputs on every local run, but the CI gate replays one fixed
 * seed, so a landing never turns red on an input nobody has seen before (a failure prints its seed
 * and counterexample; FC_SEED=<seed> replays it anywhere).
 */
// Core is isomorphic (no Node types); the test runner is Node.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const seed = env?.FC_SEED ?? (env?.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
