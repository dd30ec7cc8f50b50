/**
 * One access module: who may reach which client, form and registration, and the id and database
 * error checks every module makes before and after a query. Modules import from here, never from
 * its files.
 */

export {
  isForeignKeyViolation,
  isUniqueViolation,
  PG_DUPLICATE_TABLE,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../../db/pg-errors';
export {
  fillableBy,
  findFormByUuid,
  type TClientRow,
  type TFiller,
  type TFormRow,
  type TFormWithRefs,
  type TMembershipRow,
} from './access.repository';
export {
  canManageAllForms,
  canManageRegistrations,
  fillerIn,
  formForUser,
  mayContinueDraft,
  mayFillForm,
  maySeeForm,
  mayViewRegistration,
  type TRegistrationParties,
} from './form-access';
export { isUuid, parseClientRef, parseNumericId } from './ids';
export {
  assertPermission,
  resolveTenant,
  type TAsker,
  type TTenant,
  tenantForClient,
  tenantOfRef,
} from './tenant';
