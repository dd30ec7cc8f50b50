import { z } from 'zod';
import { ZModule } from '../constants/app';
import { LIST_PAGE_SIZES, PAGE_SIZE_ALL } from '../constants/lists';
import { ZDbInteger } from './common';

/** Longest client name we store (a name, not a document). */
export const CLIENT_NAME_MAX = 200;
/** Longest self-registration intro text (filtered HTML). */
export const CLIENT_INTRO_TEXT_MAX = 20_000;

/** Query of GET /api/clients: page (1-based) and items_per_page (-1: all). */
export const ZClientListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  items_per_page: z.coerce
    .number()
    .int()
    .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n))
    .default(PAGE_SIZE_ALL)
    .describe('10, 25, 50, 100 or -1 for all'),
});
/** The client list query. */
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** One row of a client list. */
export const ZClientListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
});
/** A client list row. */
export type TClientListItem = z.infer<typeof ZClientListItem>;

/** GET /api/clients and /api/clients/assigned answer: a page of clients sorted by name. */
export const ZClientListPage = z.object({
  items: z.array(ZClientListItem),
  total: z.number().int(),
  page: z.number().int(),
  items_per_page: z.number().int(),
});
/** A page of clients. */
export type TClientListPage = z.infer<typeof ZClientListPage>;

/** POST /api/clients body. */
export const ZCreateClientBody = z.strictObject({
  name: z.string().trim().min(1).max(CLIENT_NAME_MAX),
});
/** The create-client request. */
export type TCreateClientBody = z.infer<typeof ZCreateClientBody>;

/** The self-registration intro text: always filtered_html (doc 3 §3). */
export const ZIntroText = z.object({
  value: z.string().max(CLIENT_INTRO_TEXT_MAX),
  format: z.literal('filtered_html'),
});
/** An intro text. */
export type TIntroText = z.infer<typeof ZIntroText>;

/** A user on the client's terms-and-conditions list. */
export const ZTermsUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  display_name: z.string(),
  email: z.string(),
});
/** A terms user. */
export type TTermsUser = z.infer<typeof ZTermsUser>;

/** GET /api/clients/{client_id}/terms-users/candidates answer: the client's users by name. */
export const ZTermsUsers = z.array(ZTermsUser);

/** GET /api/clients/{id} answer: the client as the overview and the edit screen show it. */
export const ZClientDetail = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  modules: z.array(ZModule),
  credits: z.number().int(),
  low_credit_email_limit: z.number().int(),
  registrations_count: z.number().int(),
  user_register_intro_text: ZIntroText,
  terms_and_conditions_users: z.array(ZTermsUser),
});
/** The client detail. */
export type TClientDetail = z.infer<typeof ZClientDetail>;

/**
 * PATCH /api/clients/{id} body: any of the detail's editable fields; the detail as GET answers it
 * is accepted too (its read-only fields are ignored). `modules` and `terms_and_conditions_users`
 * (user ids) may only be changed by admin and eform_employee: a change by anyone else is refused
 * with 403; sending them unchanged is fine.
 */
export const ZUpdateClientBody = z.strictObject({
  id: z.number().int().optional().describe('Read-only: ignored'),
  uuid: z.string().max(100).optional().describe('Read-only: ignored'),
  credits: z.number().int().optional().describe('Read-only: ignored'),
  registrations_count: z.number().int().optional().describe('Read-only: ignored'),
  name: z.string().trim().min(1).max(CLIENT_NAME_MAX).optional(),
  low_credit_email_limit: ZDbInteger.min(0).optional(),
  user_register_intro_text: ZIntroText.optional(),
  modules: z.array(ZModule).optional(),
  terms_and_conditions_users: z
    .array(z.object({ id: ZDbInteger }).loose())
    .max(10_000)
    .optional()
    .describe('Users who must accept the terms; only their id is read'),
});
/** The client update request. */
export type TUpdateClientBody = z.infer<typeof ZUpdateClientBody>;

/** GET /api/client-public/{client_uuid} answer: what the self-registration page shows. */
export const ZClientPublic = z.object({
  name: z.string(),
  user_register_intro_text: ZIntroText,
});
/** The public client. */
export type TClientPublic = z.infer<typeof ZClientPublic>;

/** Path of GET /api/client-public/{client_uuid}. */
export const ZClientPublicParams = z.object({ client_uuid: z.string() });

/** Query of GET /api/clients/{id|all}/chart-credit-usages. */
export const ZChartQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
/** The chart query. */
export type TChartQuery = z.infer<typeof ZChartQuery>;

/** One bar of the credit chart: a day (YYYY-MM-DD) or month (YYYY-MM) and the credits used. */
export const ZChartPoint = z.object({ date: z.string(), y: z.number().int() });
/** A chart point. */
export type TChartPoint = z.infer<typeof ZChartPoint>;

/** The chart answer: one point per day of the month, or per month of the year. */
export const ZChartPoints = z.array(ZChartPoint);

/** A background batch (doc 3 §3): progress is total_items − items_in_queue. */
export const ZBatch = z.object({
  batch_name: z.string(),
  total_items: z.number().int(),
  items_in_queue: z.number().int(),
  created_data: z.string().describe('When the batch was created (ISO 8601)'),
  download_url: z
    .string()
    .optional()
    .describe('A finished export batch: where its file is downloaded'),
});
/** A batch. */
export type TBatch = z.infer<typeof ZBatch>;

/** Path of GET /api/batch/process/{batch_name}. */
export const ZBatchParams = z.object({ batch_name: z.string() });

/** Path of the /api/clients/{client_id}… calls: numeric id or uuid. */
export const ZClientAdminParams = z.object({
  client_id: z.string().describe('Numeric client id or client uuid'),
});

/** Path of GET /api/clients/{client_id}/chart-credit-usages: also 'all' (admins). */
export const ZChartParams = z.object({
  client_id: z.string().describe("Numeric client id, client uuid, or 'all' for every client"),
});
