/**
 * The signed-in account: its global roles, the clients it belongs to, and GET /api/user/info.
 * The app alone imports current-user.routes.ts.
 */
export {
  firstClientOfUser,
  isAdmin,
  listClientsOfUser,
  type TAccount,
  type TClientSummary,
  userRoles,
} from './current-user.service';
