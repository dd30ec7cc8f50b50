/** Saved registrations kept per user across devices (doc 1 §2.10, §4, §7). */
export { savedRegistrationsRoutes } from './saved-registrations.routes';
export { syncSavedRegistrations } from './saved-registrations.service';
