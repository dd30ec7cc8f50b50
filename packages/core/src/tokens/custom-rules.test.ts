import { describe, expect, it } from 'vitest';
import { isEmailOrToken, isFilenameOrToken } from './custom-rules';

describe('isEmailOrToken', () => {
  it.each([
    ['info@example.nl', true],
    [' info@example.nl ', true],
    ['$email$', true],
    ['$contact.email$', true],
    ['info@', false],
    ['geen adres', false],
    ['$email$ $cc$', false],
    ['$email$@example.nl', false],
    ['$$', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isEmailOrToken(value)).toBe(expected);
  });
});

describe('isFilenameOrToken', () => {
  it.each([
    ['registratie', true],
    ['Registratie-2026_v2', true],
    ['$naam$', true],
    ['$naam_2$', true],
    ['$Naam$', false],
    ['$naam$_extra', false],
    ['rapport.docx', false],
    ['mijn rapport', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isFilenameOrToken(value)).toBe(expected);
  });
});
