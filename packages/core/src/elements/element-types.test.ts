import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from './element-types';

describe('ELEMENT_TYPES', () => {
  it('lists each element type once', () => {
    expect(new Set(ELEMENT_TYPES).size).toBe(ELEMENT_TYPES.length);
  });
});
