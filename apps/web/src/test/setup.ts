import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen that is found, not got (findBy*, waitFor), may take a while to appear on a loaded
// machine: a component test that needs 300 ms alone took 3-4 s beside two other test workers.
// Testing Library's 1 s default failed such tests at random; 5 s leaves them room, and a test
// that waits for something that never comes still fails (within its own timeout, below).
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
