import { type TPlainKeys, translator } from '../format';
import { dashboardMessages } from './dashboard';
import { placeholderMessages } from './placeholders';
import { savedRegistrationsMessages } from './saved-registrations';
import { termsMessages } from './terms';

/**
 * The Dutch texts of the lazily loaded screens a person meets outside the fill path: the
 * dashboard (the home of every role but the filler), the terms wall (once per client) and the
 * placeholder screens. A catalogue of its own (import '@eform/core/messages/home') so that they
 * load with those chunks.
 */
export const HOME_MESSAGES = {
  ...dashboardMessages,
  ...termsMessages,
  ...placeholderMessages,
  ...savedRegistrationsMessages,
} as const;

/** A key of the home catalogue. */
export type THomeMessageKey = keyof typeof HOME_MESSAGES;

/** A home key whose text has no `{param}`. */
export type TPlainHomeMessageKey = TPlainKeys<typeof HOME_MESSAGES>;

/**
 * The text for `key` with its `{name}` placeholders filled in (like `t`).
 * @example th('ui.dashboard.welcome', { name: 'Jan' })
 */
export const th = translator(HOME_MESSAGES);

/** The parts, for the catalogue test (no key in two parts, none shared with another catalogue). */
export const HOME_MESSAGE_PARTS: Record<string, Record<string, string>> = {
  dashboard: dashboardMessages,
  terms: termsMessages,
  placeholders: placeholderMessages,
  savedRegistrations: savedRegistrationsMessages,
};
