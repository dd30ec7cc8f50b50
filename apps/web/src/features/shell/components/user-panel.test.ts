import { describe, expect, it } from 'vitest';
import { initialsOf } from './user-panel';

describe('initialsOf', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initialsOf('Jan de Vries')).toBe('JD');
    expect(initialsOf('anna')).toBe('A');
  });

  it('does not count punctuation as a letter', () => {
    expect(initialsOf('Financieel (demo)')).toBe('FD');
    expect(initialsOf('jan.smit@example.nl')).toBe('JS');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(initialsOf('(-)')).toBe('');
  });
});
