import { type TClientSummary, ZAccount } from '@eform/core/api';
import type { z } from 'zod';

/** A client as the sign-in calls list it. */
export type TClientRef = TClientSummary;

/** The signed-in account as stored with the session: the login answer without the key. */
export const ZSessionUser = ZAccount;
export type TSessionUser = z.infer<typeof ZSessionUser>;
