// @vitest-environment node
import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_RIGHT_CLASS } from './app-layout';

describe('app layout', () => {
  it("gives the fixed header the class the modals' scroll lock compensates", () => {
    expect(SCROLL_LOCK_RIGHT_CLASS).toBe(RemoveScroll.classNames.zeroRight);
  });
});
