/**
 * The registrations module for other modules: a guest link's form and the guest rate limit per
 * address (a guest form's datasource reads, public maps), what a form's deletion must do with the
 * form's registrations, the registrations list's WHERE and ORDER BY (the exports select the same
 * rows), and the trash purge its job runs. Other modules import from here, never from its files
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
} from './registration-filters';
export { REGISTRATION_SENT_QUEUE, type TRegistrationSentJob } from './registration-jobs';
export {
  featureLookupFor,
  type TFeatureLookup,
} from './registration-locations.service';
export { removeFormRegistrations } from './registration-removal';
export { purgeTrash } from './trash-purge';
