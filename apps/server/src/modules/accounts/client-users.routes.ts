import {
  ZAddClientUserBody,
  ZClientUserList,
  ZClientUserParams,
  ZClientUserPermission,
  ZClientUsersParams,
  ZMessageAnswer,
  ZRemoveClientUserBody,
  ZUpdateClientUserPermissionBody,
  ZWelcomeMailAnswer,
} from '@eform/core/api';
import { ts } from '@eform/core/messages/server-only';
import { GLOBAL_ROLES } from '@eform/core/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import {
  addClientUser,
  getClientUserPermission,
  listClientUsers,
  removeClientUser,
  resendWelcomeMail,
  updateClientUserRoles,
} from './client-users.service';

const common = { tags: ['client users'], security: API_KEY_SECURITY };

/** The user's name as screens show it: the display name, else the username (e-mail). */
const nameOf = (user: { displayName: string; email: string }) => user.displayName || user.email;

/**
 * The users of a client (doc 3 §7): list, add, roles (the spec's jsonapi user_permission as
 * plain REST), remove, resend the welcome mail. A client outside the user's own answers 404.
 */
export const clientUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/clients/:client_id/users',
    {
      schema: {
        ...common,
        summary: "The client's users ('eform client add users')",
        params: ZClientUsersParams,
        response: { 200: ZClientUserList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await listClientUsers(
        request.server.db,
        getAuth(request),
        request.params.client_id,
      );
      return rows.map(({ user, membership, roles }) => ({
        uuid: user.uuid,
        username: user.email,
        display_name: nameOf(user),
        email: user.email,
        roles,
        access: user.lastAccessAt?.toISOString() ?? null,
        require_terms: membership.requireTerms,
      }));
    },
  );

  app.post(
    '/api/clients/:client_id/add-user',
    {
      schema: {
        ...common,
        summary:
          'Add a user by e-mail with roles the asker may assign; a new account gets a welcome mail with a one-time set-password link (7 days)',
        params: ZClientUsersParams,
        body: ZAddClientUserBody,
        response: { 201: ZMessageAnswer, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const { email, userUuid, clientId } = await addClientUser(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        {
          email: request.body.email,
          roles: request.body.roles,
          requireTerms: request.body.require_terms,
        },
      );
      recordAudit(request, {
        clientId,
        action: 'user.add',
        objectType: 'user',
        objectId: userUuid,
        details: { email, roles: request.body.roles },
      });
      return reply.code(201).send({ message: ts('server.users.added', { email }) });
    },
  );

  app.get(
    '/api/clients/:client_id/users/:user_uuid/permission',
    {
      schema: {
        ...common,
        summary: "One user's roles for this client and the roles the asker may assign",
        params: ZClientUserParams,
        response: { 200: ZClientUserPermission, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { user, membership, assignable } = await getClientUserPermission(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        request.params.user_uuid,
      );
      return {
        user: { uuid: user.uuid, username: user.email, display_name: nameOf(user) },
        roles: membership.roles,
        global_roles: GLOBAL_ROLES.filter((role) => user.globalRoles.includes(role)),
        assignable_roles: assignable,
        require_terms: membership.requireTerms,
      };
    },
  );

  app.patch(
    '/api/clients/:client_id/users/:user_uuid/permission',
    {
      schema: {
        ...common,
        summary:
          "Set one user's roles for this client; 403 for a role the asker may not assign, 409 when it takes away the last client manager unless confirm_last_manager",
        params: ZClientUserParams,
        body: ZUpdateClientUserPermissionBody,
        response: { 200: ZMessageAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, clientId, roles } = await updateClientUserRoles(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        request.params.user_uuid,
        { roles: request.body.roles, confirmLastManager: request.body.confirm_last_manager },
      );
      recordAudit(request, {
        clientId,
        action: 'user.roles',
        objectType: 'user',
        objectId: user.uuid,
        details: { email: user.email, ...roles },
      });
      return { message: ts('server.users.rolesSaved', { name: nameOf(user) }) };
    },
  );

  app.patch(
    '/api/clients/:client_id/remove-user/:user_uuid',
    {
      schema: {
        ...common,
        summary:
          "Take the user out of this client ('eform client remove users'); 409 for the last client manager unless confirm_last_manager",
        params: ZClientUserParams,
        body: ZRemoveClientUserBody,
        response: { 200: ZMessageAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, clientId } = await removeClientUser(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        request.params.user_uuid,
        request.body?.confirm_last_manager ?? false,
      );
      recordAudit(request, {
        clientId,
        action: 'user.remove',
        objectType: 'user',
        objectId: user.uuid,
        details: { email: user.email },
      });
      return { message: ts('server.users.removed', { user: nameOf(user) }) };
    },
  );

  app.get(
    '/api/clients/:client_id/user/:user_uuid/resend-welcome-mail',
    {
      schema: {
        ...common,
        summary: 'Send the user a new welcome mail; the links of earlier mails stop working',
        params: ZClientUserParams,
        response: { 200: ZWelcomeMailAnswer, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { email } = await resendWelcomeMail(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        request.params.user_uuid,
      );
      return { message: ts('server.users.welcomeMailQueued', { email }), email };
    },
  );
};
