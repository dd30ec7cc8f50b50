import { z } from 'zod';
import { ZRole } from '../permissions/roles';

/** A client as the login and user info answers list it. */
export const ZClientSummary = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
});
/** A client as listed with the account. */
export type TClientSummary = z.infer<typeof ZClientSummary>;

/** The signed-in account, as both the login and the user info answers carry it. */
export const ZAccount = z.object({
  id: z.number().int(),
  uuid: z.string(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(ZRole),
  clients: z.array(ZClientSummary),
});
/** The signed-in account. */
export type TAccount = z.infer<typeof ZAccount>;

/** POST /api/user/login body (doc 1 §7): form data, multipart or JSON. */
export const ZLoginBody = z.object({
  username: z.string().trim().min(1).max(320).describe('E-mail address'),
  password: z.string().min(1).max(1000),
});
/** A login request. */
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** POST /api/user/login answer: the account and its new api key. */
export const ZLoginAnswer = ZAccount.extend({
  status: z.literal('success'),
  api_key: z.string(),
});
/** A successful login. */
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** The banner message all users see (doc 1 §2.3). */
export const ZServerNotification = z.object({ type: z.string(), message: z.string() });
/** A server notification. */
export type TServerNotification = z.infer<typeof ZServerNotification>;

/** GET /api/user/info answer, polled every 60 s. */
export const ZUserInfo = ZAccount.extend({
  server_notification: ZServerNotification.nullable(),
  environment: z.string(),
});
/** The user info answer. */
export type TUserInfo = z.infer<typeof ZUserInfo>;
