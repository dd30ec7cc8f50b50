/**
 * The registrations module for other modules: a guest link's form and the guest rate limit per
 * address (a guest form's datasource reads, public maps), what a form's deletion must do with the
 * form's registrations, the registrations list's WHERE and ORDER BY (the exports select the same
 * rows, and the retention filter the exports and mails add), the trash purge its job runs, the
 * retention run (issue 34) and the erasure of a subject's registrations, which deletes as the
 * purge does. Other modules import from here, never from its files
 * (the app alone imports the route files).
 */

export { guestFormOf, limitGuest, type TGuestMinuteKind } from './guest-access';
export { registerPurgeTrashJob } from './purge-trash.job';
export {
  filterError,
  registrationListSql,
  type TListForm,
  type TListSelection,
  type TRegistrationListSql,
  withinRetentionSql,
} from './registration-filters';
export { REGISTRATION_SENT_QUEUE, type TRegistrationSentJob } from './registration-jobs';
export {
  featureLookupFor,
  type TFeatureLookup,
} from './registration-locations.service';
export { removeFormRegistrations } from './registration-removal';
export { RETENTION_QUEUE, registerRetentionJob } from './retention.job';
export { runRetention, type TRetentionFormResult } from './retention.service';
export { eraseRegistrations, purgeTrash } from './trash-purge';
