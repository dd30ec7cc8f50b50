import { describe, expect, it } from 'vitest';
import { ZAccountEmail } from '../api/client-users';
import { ZPurchaseContact } from '../api/credits';
import { elementFixture } from '../elements/fixtures.test-support';
import { isEmailOrToken } from '../tokens/custom-rules';
import { emailAddressSchema, isEmail, MAX_EMAIL_LENGTH } from './email-address';
import { validateValue } from './validate-value';

const atLength = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;

const contact = {
  contact_company: 'Bedrijf',
  contact_firstname: 'Jan',
  contact_lastname: 'Jansen',
  contact_street: 'Straat 1',
  contact_postal_code: '1234 AB',
  contact_city: 'Amsterdam',
  contact_tax_number: '',
};

// Every place that decides whether a text is an e-mail address, asked the same question: the
// account and contact contracts, the form element, the e-mail settings' rule, a screen's form.
const verdicts = (value: string) => ({
  isEmail: isEmail(value),
  account: ZAccountEmail.safeParse(value).success,
  contact: ZPurchaseContact.safeParse({ ...contact, contact_email: value }).success,
  element:
    validateValue(elementFixture({ elementType: 'email', name: 'e', label: 'E' }), value).length ===
    0,
  emailOrToken: isEmailOrToken(value),
  screen: emailAddressSchema('Ongeldig').safeParse(value).success,
});

describe('the one e-mail rule', () => {
  it.each([
    ['info@example.nl', true],
    [' Info@Example.NL ', true],
    [atLength(MAX_EMAIL_LENGTH), true],
    // Valid for the element and the e-mail settings, refused by the account contract before.
    [atLength(MAX_EMAIL_LENGTH + 1), false],
    ['info@', false],
    ['geen adres', false],
    ['jan@@example.nl', false],
  ])('%j is an address everywhere or nowhere (%s)', (value, expected) => {
    const all = verdicts(value);
    expect(all).toEqual(Object.fromEntries(Object.keys(all).map((key) => [key, expected])));
  });

  it('leaves a blank value to the required rule of the element', () => {
    expect(isEmail('')).toBe(false);
    expect(
      validateValue(elementFixture({ elementType: 'email', name: 'e', label: 'E' }), ''),
    ).toEqual([]);
  });
});
