import { z } from 'zod';

/** A client as the sign-in calls list it. */
export const ZClientRef = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
});
export type TClientRef = z.infer<typeof ZClientRef>;

/** The signed-in account as stored with the session (the login answer without the key). */
export const ZSessionUser = z.object({
  id: z.number(),
  uuid: z.string().optional(),
  email: z.string(),
  display_name: z.string().nullish(),
  roles: z.array(z.string()),
  clients: z.array(ZClientRef),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export type TLoginSuccess = TSessionUser & { status: 'success'; api_key: string };

export type TServerNotification = { type: string; message: string };

/** GET /api/user/info */
export type TUserInfo = TSessionUser & {
  server_notification: TServerNotification | null;
  environment?: string | null;
};

/** GET /api/client/{id}/info */
export type TClientInfo = {
  id: number;
  uuid: string;
  name: string;
  roles: string[];
  permissions: string[];
  credits: number;
  modules: string[];
  terms_and_conditions_required: boolean;
};
