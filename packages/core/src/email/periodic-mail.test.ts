import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIODIC_MAIL_DAY,
  validateWeeklyRegistrationMail,
  weeklyRegistrationMailOf,
} from './periodic-mail';

describe('the periodic registrations mail setting', () => {
  it('starts off, weekly, on Saturday (6), without recipients (doc 2 §9)', () => {
    expect(weeklyRegistrationMailOf(undefined)).toEqual({
      enabled: false,
      period: 'weekly',
      day: 6,
      recipients: [],
    });
    expect(DEFAULT_PERIODIC_MAIL_DAY).toBe(6);
  });

  it('fills in what a stored setting lacks and keeps what it does not know', () => {
    expect(weeklyRegistrationMailOf({ enabled: true, eigen: 1 })).toEqual({
      enabled: true,
      period: 'weekly',
      day: 6,
      recipients: [],
      eigen: 1,
    });
    expect(weeklyRegistrationMailOf({ day: 9 }).enabled).toBe(false);
  });

  it.each([
    ['off without recipients', { enabled: false, recipients: [] }, []],
    ['on with a valid recipient', { enabled: true, recipients: [{ email: 'a@b.nl' }] }, []],
    [
      'on without recipients',
      { enabled: true, recipients: [] },
      [['recipients', 'Vul minstens één ontvanger in.']],
    ],
    [
      'a blank and a wrong address',
      { enabled: true, recipients: [{ email: ' ' }, { email: 'geen-adres' }] },
      [
        ['recipients.0.email', 'Dit veld is verplicht.'],
        ['recipients.1.email', 'Vul een geldig e-mailadres in.'],
      ],
    ],
    [
      'a wrong address while off',
      { recipients: [{ email: 'x@' }] },
      [['recipients.0.email', 'Vul een geldig e-mailadres in.']],
    ],
  ])('checks %s', (_name, stored, expected) => {
    const issues = validateWeeklyRegistrationMail(weeklyRegistrationMailOf(stored));
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual(expected);
  });
});
