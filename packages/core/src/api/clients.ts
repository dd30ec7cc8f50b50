import { z } from 'zod';
import { ZModule } from '../constants/app';
import { ZPermission } from '../permissions/permission-names';
import { ZRole } from '../permissions/roles';

/** GET /api/client/{id} answer: the client with its credits and modules. */
export const ZClient = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  credits: z.number().int(),
  modules: z.array(ZModule),
});
/** A client with credits and modules. */
export type TClient = z.infer<typeof ZClient>;

/** GET /api/client/{id}/info answer: the client plus the user's roles and permissions there. */
export const ZClientInfo = ZClient.extend({
  roles: z.array(ZRole),
  permissions: z.array(ZPermission),
  terms_and_conditions_required: z
    .boolean()
    .describe('True when this user must still accept the terms for this client'),
});
/** The client info answer. */
export type TClientInfo = z.infer<typeof ZClientInfo>;

/** POST /api/client/{client_uuid}/accept-terms-and-conditions body. */
export const ZAcceptTermsBody = z.object({
  client_uuid: z.string().min(1).describe('Uuid of the client in the path'),
});
/** The terms acceptance request. */
export type TAcceptTermsBody = z.infer<typeof ZAcceptTermsBody>;
