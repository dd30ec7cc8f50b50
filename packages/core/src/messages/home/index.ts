import { type TPlainKeys, translator } from '../format';
import { appNoticesMessages } from './app-notices';
import { dashboardMessages } from './dashboard';
import { dashboardFormsMessages } from './dashboard-forms';
import { diagnosticsMessages } from './diagnostics';
import { registrationListsMessages } from './registration-lists';
import { savedRegistrationsMessages } from './saved-registrations';
import { homeSpecTextsMessages } from './spec-texts';
import { termsMessages } from './terms';
import { trackingMapMessages } from './tracking-map';

/**
 * The Dutch texts of the lazily loaded screens a person meets outside the fill path: the
 * dashboard (the home of every role but the filler), the terms wall (once per client), the
 * filler's saved, own and assigned registrations, workflow and guest
 * search, the tracking map and the diagnostics, and the notices and pages that load when shown
 * (update, install, 404). A catalogue of
 * its own (import '@eform/core/messages/home') so that they load with those chunks.
 */
export const HOME_MESSAGES = {
  ...dashboardMessages,
  ...dashboardFormsMessages,
  ...termsMessages,
  ...savedRegistrationsMessages,
  ...registrationListsMessages,
  ...homeSpecTextsMessages,
  ...appNoticesMessages,
  ...trackingMapMessages,
  ...diagnosticsMessages,
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
  dashboardForms: dashboardFormsMessages,
  terms: termsMessages,
  savedRegistrations: savedRegistrationsMessages,
  registrationLists: registrationListsMessages,
  homeSpecTexts: homeSpecTextsMessages,
  appNotices: appNoticesMessages,
  trackingMap: trackingMapMessages,
  diagnostics: diagnosticsMessages,
};
