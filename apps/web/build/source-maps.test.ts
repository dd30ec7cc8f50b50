// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

describe('source maps of the build', () => {
  // 'hidden': maps are written (compile hints shift them, SERVE_SOURCE_MAPS serves them) but no
  // script ends with `//# sourceMappingURL=...`, which would point browsers at a 404 by default.
  it('are written without the sourceMappingURL comment', () => {
    expect(config.build?.sourcemap).toBe('hidden');
  });
});
