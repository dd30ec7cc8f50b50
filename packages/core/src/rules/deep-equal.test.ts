import { describe, expect, it } from 'vitest';
import { deepEqual } from './deep-equal';

describe('deepEqual', () => {
  it.each([
    [1, 1, true],
    [Number.NaN, Number.NaN, true],
    ['a', 'b', false],
    [null, {}, false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], { 0: 1 }, false],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: undefined }, { a: 1, c: undefined }, false],
    [{ a: 1 }, { a: '1' }, false],
  ])('%j and %j: %s', (left, right, expected) => {
    expect(deepEqual(left, right)).toBe(expected);
    expect(deepEqual(right, left)).toBe(expected);
  });
});
