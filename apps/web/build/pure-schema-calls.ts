/**
 * Why the API contract (packages/core/src/api) carries no `/* @__PURE__ *\/` before its calls. Its
 * schemas are built when a module loads, and a bundler keeps every module-level call it cannot
 * prove free of side effects, also when no screen uses the schema it makes. This build takes the
 * names below as pure instead (rolldown's `treeshake.manualPureFunctions`, in vite.config.ts): a
 * call on one of them, on a member of it or on what such a call returns (`z.object(…).meta(…)`,
 * `ZFormParams.extend(…)`), nested or chained, goes when its result is unused. Building a schema
 * only makes objects; `.meta({ id })` also names the schema for the OpenAPI document, which only
 * the server writes (its bundle keeps every call).
 *
 * `z` covers nearly every call (in the web's own modules too); the rest are the contract's schemas
 * whose methods it calls at module level. pure-schema-calls.test.ts fails when a module-level call
 * in core's api/*.ts starts at a name missing here, or a name here is no longer used, so a new
 * schema cannot silently stay in every chunk. A local helper is marked at its declaration instead
 * (`/* @__NO_SIDE_EFFECTS__ *\/`, as forms-admin.ts's readOnly).
 */
export const PURE_SCHEMA_CALLS = [
  'z',
  'ZAccount',
  'ZAuditAction',
  'ZAuditId',
  'ZAuditLogQuery',
  'ZAuditUser',
  'ZBooleanParam',
  'ZChartNumberStats',
  'ZClient',
  'ZClientUsersParams',
  'ZDatasourceCrs',
  'ZDatasourceDataQuery',
  'ZDatasourceFeatures',
  'ZDatasourceFile',
  'ZDbInteger',
  'ZEmailAddress',
  'ZForm',
  'ZFormCompleteSettings',
  'ZFormParams',
  'ZFormRetention',
  'ZFormSettings',
  'ZFormType',
  'ZGroupParams',
  'ZGuestMapData',
  'ZInstant',
  'ZIntroText',
  'ZMessageAnswer',
  'ZName',
  'ZPurchaseContact',
  'ZRegistrationListQuery',
  'ZRegistrationStatus',
  'ZRegistrationValues',
  'ZReviewComment',
  'ZReviewState',
  'ZReviewUser',
  'ZServerNotification',
  'ZSiaMapping',
  'ZSubjectRequestParams',
  'ZTermAmount',
  'ZUserFolder',
  'ZUserFormListItem',
  'ZWebhookIntegration',
  'ZWebhookIntegrationsInput',
  'ZWeeklyRegistrationMail',
  // Builders of the contract's: the one e-mail rule, and a page of a registrations list around
  // its row schema.
  'emailAddressSchema',
  'registrationsPage',
] as const;
