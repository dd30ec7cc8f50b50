import {
  ZClientUsersParams,
  ZGroupFormList,
  ZGroupParams,
  ZGroupUserParams,
  ZSuccessAnswer,
  ZUserGroup,
  ZUserGroupBody,
  ZUserGroupList,
} from '@eform/core/api';
import type { TPermission } from '@eform/core/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfClientPath } from '../../plugins/client-path';
import {
  addGroupUser,
  createGroup,
  getGroup,
  groupForms,
  listClientGroups,
  removeGroup,
  removeGroupUser,
  renameGroup,
  resolveGroup,
} from './user-groups.service';

const common = { tags: ['user-group'], security: API_KEY_SECURITY };
const errors = errorResponses(400, 401, 403, 404);

/** The group of a /api/user-groups/{group_id} path for a holder of `permission`. */
function groupOf(request: FastifyRequest, permission: TPermission) {
  const { group_id } = request.params as { group_id: string };
  return resolveGroup(request.server.db, getAuth(request), group_id, permission);
}

/**
 * User groups (doc 3 'Client area' groups; REST in place of the spec's jsonapi user_group calls).
 * Reading needs 'view user group'; creating, renaming, deleting and changing members
 * 'create user group'.
 */
export const userGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/clients/:client_id/user-groups',
    {
      schema: {
        ...common,
        summary: "The client's groups sorted by label, with their users",
        params: ZClientUsersParams,
        response: { 200: ZUserGroupList, ...errors },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, 'view user group');
      return listClientGroups(request.server.db, tenant);
    },
  );

  app.post(
    '/api/clients/:client_id/user-groups',
    {
      schema: {
        ...common,
        summary: 'Creates a group of the client',
        params: ZClientUsersParams,
        body: ZUserGroupBody,
        response: { 201: ZUserGroup, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, 'create user group');
      reply.code(201);
      return createGroup(request.server.db, tenant, request.body.label);
    },
  );

  app.get(
    '/api/user-groups/:group_id',
    {
      schema: {
        ...common,
        summary: 'A group with its users',
        params: ZGroupParams,
        response: { 200: ZUserGroup, ...errors },
      },
    },
    async (request) => getGroup(request.server.db, await groupOf(request, 'view user group')),
  );

  app.patch(
    '/api/user-groups/:group_id',
    {
      schema: {
        ...common,
        summary: 'Renames a group',
        params: ZGroupParams,
        body: ZUserGroupBody,
        response: { 200: ZUserGroup, ...errors },
      },
    },
    async (request) =>
      renameGroup(
        request.server.db,
        await groupOf(request, 'create user group'),
        request.body.label,
      ),
  );

  app.delete(
    '/api/user-groups/:group_id',
    {
      schema: {
        ...common,
        summary: 'Deletes a group (its members and form shares with it)',
        params: ZGroupParams,
        response: { 200: ZSuccessAnswer, ...errors },
      },
    },
    async (request) => {
      await removeGroup(request.server.db, await groupOf(request, 'create user group'));
      return { status: 'success' as const };
    },
  );

  app.get(
    '/api/user-groups/:group_id/forms',
    {
      schema: {
        ...common,
        summary: 'The forms shared with the group, by name',
        params: ZGroupParams,
        response: { 200: ZGroupFormList, ...errors },
      },
    },
    async (request) => groupForms(request.server.db, await groupOf(request, 'view user group')),
  );

  app.post(
    '/api/user-groups/:group_id/add-user/:user_id',
    {
      schema: {
        ...common,
        summary: "Adds a user of the group's client to the group",
        params: ZGroupUserParams,
        response: { 200: ZUserGroup, ...errors },
      },
    },
    async (request) =>
      addGroupUser(
        request.server.db,
        await groupOf(request, 'create user group'),
        request.params.user_id,
      ),
  );

  app.delete(
    '/api/user-groups/:group_id/remove-user/:user_id',
    {
      schema: {
        ...common,
        summary: 'Removes a user from the group',
        params: ZGroupUserParams,
        response: { 200: ZUserGroup, ...errors },
      },
    },
    async (request) =>
      removeGroupUser(
        request.server.db,
        await groupOf(request, 'create user group'),
        request.params.user_id,
      ),
  );
};
