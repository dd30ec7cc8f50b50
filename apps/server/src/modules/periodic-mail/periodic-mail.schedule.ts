import {
  PERIODIC_MAIL_HOUR,
  PERIODIC_MAIL_MONTH_DAY,
  type TPeriodicMailPeriod,
  type TWeeklyRegistrationMailFields,
} from '@eform/core/email';
import { wallClockMs } from '@eform/core/format';

/** A Dutch calendar day, 'YYYY-MM-DD'. */
export type TDay = string;

/** The Dutch wall clock at an instant: its day, the hour, the ISO weekday (1 Monday … 7 Sunday). */
export interface TWallClock {
  day: TDay;
  hour: number;
  /** Day of the month. */
  date: number;
  weekday: number;
}

/** The days a periodic mail summarises: `from` up to and including `to`, and their instants. */
export interface TMailPeriod {
  period: TPeriodicMailPeriod;
  /** First day (the key of the mail: one per form and period start). */
  from: TDay;
  /** Last day. */
  to: TDay;
  /** Midnight (Dutch time) at the start of `from`. */
  start: Date;
  /** Midnight (Dutch time) after `to`: the registrations before it count. */
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

const dayOf = (utc: Date): TDay =>
  `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;

/** The Dutch wall clock at `now`. */
export function wallClock(now: Date): TWallClock {
  const wall = new Date(wallClockMs(now.getTime()));
  return {
    day: dayOf(wall),
    hour: wall.getUTCHours(),
    date: wall.getUTCDate(),
    weekday: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
  };
}

/** `day` moved by `days` (calendar arithmetic, no time zone involved). */
export function addDays(day: TDay, days: number): TDay {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The instant of midnight at the start of `day` in Dutch time (summer and winter time alike). */
export function dutchMidnight(day: TDay): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then again at the result: right across a clock change too.
  let instant = wall - (wallClockMs(wall) - wall);
  instant = wall - (wallClockMs(instant) - instant);
  return new Date(instant);
}

/**
 * The period whose mail is due at `now` for this setting, or null when none is: a weekly mail
 * goes on its weekday, a monthly one on the 1st, each from PERIODIC_MAIL_HOUR (early morning,
 * Dutch time) for the rest of that day, so an hour the job missed (a restart) is made up. A
 * weekly mail summarises the seven days before its day; a monthly one the month before.
 */
export function duePeriod(setting: TWeeklyRegistrationMailFields, now: Date): TMailPeriod | null {
  if (!setting.enabled) return null;
  const clock = wallClock(now);
  if (clock.hour < PERIODIC_MAIL_HOUR) return null;
  let from: TDay;
  if (setting.period === 'monthly') {
    if (clock.date !== PERIODIC_MAIL_MONTH_DAY) return null;
    from = `${addDays(clock.day, -1).slice(0, 7)}-01`;
  } else {
    if (clock.weekday !== setting.day) return null;
    from = addDays(clock.day, -7);
  }
  const to = addDays(clock.day, -1);
  return {
    period: setting.period,
    from,
    to,
    start: dutchMidnight(from),
    end: dutchMidnight(clock.day),
  };
}

const longDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A day as Dutch text: '7 maart 2026'. */
export function dutchLongDate(day: TDay): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** A day as the exports write it: '07-03-2026'. */
export function dutchShortDate(day: TDay): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}
