import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from './element-types';

describe('ELEMENT_TYPES', () => {
  it('lists the 30 element types once each', () => {
    expect(ELEMENT_TYPES).toHaveLength(30);
    expect(new Set(ELEMENT_TYPES).size).toBe(30);
  });
});
