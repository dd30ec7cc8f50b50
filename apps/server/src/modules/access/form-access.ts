import { DomainError } from '@eform/core/errors';
import type { TPermission } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import {
  findFormByUuid,
  isFormFillableBy,
  type TFiller,
  type TFormWithRefs,
} from './access.repository';
import { assertPermission, type TAsker, type TTenant, tenantForClient } from './tenant';

/** Who manages every form of a client (and reads and continues every registration of it). */
const MANAGE_REGISTRATIONS = 'eform manage form registrations';

/**
 * Managers with form permissions ('eform form view': admin, client_manager, form_manager,
 * form_view_registrations) reach every form of the client, published or not. Everyone else is a
 * filler there: only published forms shared with them or one of their groups.
 */
export function canManageAllForms(tenant: TTenant): boolean {
  return tenant.permissions.includes('eform form view');
}

/** The filler a signed-in user is in the tenant's client. */
export function fillerIn(tenant: TTenant, userId: number): TFiller {
  return { userId, allForms: canManageAllForms(tenant) };
}

/** Whether the filler may fill the form (see {@link fillableBy}). */
export function mayFillForm(db: TDb, formId: number, filler: TFiller): Promise<boolean> {
  return isFormFillableBy(db, formId, filler);
}

/**
 * Whether the form is visible to the user at all: managers see every form of the client, fillers
 * only those they may fill. Whoever may not see a form gets NOT_FOUND for every call on it.
 */
export async function maySeeForm(db: TDb, formId: number, filler: TFiller): Promise<boolean> {
  return filler.allForms || mayFillForm(db, formId, filler);
}

/**
 * The form the path names, for the signed-in user. Another client's form, or one that does not
 * exist: NOT_FOUND. Managers with form permissions see every form of the client, fillers only
 * the forms they may fill; whoever may not see the form gets NOT_FOUND for every call on it, as
 * if it did not exist. With `permission`: FORBIDDEN unless the user holds it in the form's
 * client.
 */
export async function formForUser(
  db: TDb,
  auth: TAsker,
  formRef: string,
  permission?: TPermission,
): Promise<{ ref: TFormWithRefs; tenant: TTenant }> {
  const ref = await findFormByUuid(db, formRef);
  if (!ref) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, ref.form.clientId);
  if (!(await maySeeForm(db, ref.form.id, fillerIn(tenant, auth.user.id)))) {
    throw new DomainError('NOT_FOUND');
  }
  if (permission) assertPermission(tenant, permission);
  return { ref, tenant };
}

/** The parties of a registration that decide who may read it. */
export interface TRegistrationParties {
  userId: number | null;
  assignedUserId: number | null;
}

/** May manage every registration of the tenant's client: read any, continue any draft. */
export function canManageRegistrations(tenant: TTenant): boolean {
  return tenant.permissions.includes(MANAGE_REGISTRATIONS);
}

/**
 * Who may read a registration (and its files): its sender, its assignee, and managers of the
 * client's registrations.
 */
export function mayViewRegistration(
  tenant: TTenant,
  userId: number,
  registration: TRegistrationParties,
): boolean {
  return (
    registration.userId === userId ||
    registration.assignedUserId === userId ||
    canManageRegistrations(tenant)
  );
}

/** Who may continue a workflow draft: its assignee and managers of the client's registrations. */
export function mayContinueDraft(
  tenant: TTenant,
  userId: number,
  draft: TRegistrationParties,
): boolean {
  return draft.assignedUserId === userId || canManageRegistrations(tenant);
}
