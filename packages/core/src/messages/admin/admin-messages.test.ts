import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../index';
import { ADMIN_MESSAGE_PARTS, ADMIN_MESSAGES, type TAdminMessageKey, ta } from './index';

const KEYS = Object.keys(ADMIN_MESSAGES) as TAdminMessageKey[];

describe('admin catalogue', () => {
  it('has no key in two parts, nor one the main catalogue also defines', () => {
    const seen = new Set<string>();
    const clashes: string[] = [];
    for (const messages of Object.values(ADMIN_MESSAGE_PARTS)) {
      for (const key of Object.keys(messages)) {
        if (seen.has(key) || key in MESSAGES) clashes.push(key);
        seen.add(key);
      }
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(KEYS.length);
  });

  it.each(KEYS)('%s is a non-blank text with well-formed placeholders', (key) => {
    const text: string = ADMIN_MESSAGES[key];
    expect(text.trim()).not.toBe('');
    expect(text.replace(/\{([A-Za-z]\w*)\}/g, '')).not.toMatch(/[{}]/);
  });

  it('fills placeholders like t()', () => {
    expect(ta('formDetail.conflict.keepMine')).toBe('Mijn versie opslaan');
    expect(ta('forms.renamed', { name: '$x$ {y}' })).toBe("Formuliernaam '$x$ {y}' is aangepast.");
  });
});
