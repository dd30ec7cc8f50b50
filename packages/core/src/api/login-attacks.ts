import { z } from 'zod';

// A subpath of its own ('@eform/core/api/login-attacks'), not re-exported by the api index: the
// entry chunk holds that index, and a module it re-exports lands there even if only the
// admin's dashboard uses it.

/** An account that many failed sign-ins hit within the rate-limit window (admins only). */
export const ZLoginAttack = z.object({
  user_id: z.number().int(),
  email: z.string(),
  failures: z.number().int().describe('Failed sign-ins within the window, from all addresses'),
  addresses: z.number().int().describe('Distinct IP addresses they came from'),
  first_seen: z.iso.datetime({ offset: true }),
  last_seen: z.iso.datetime({ offset: true }),
});
/** An account under attack. */
export type TLoginAttack = z.infer<typeof ZLoginAttack>;

/** GET /api/admin/login-attacks answer: accounts under attack, the latest attack first. */
export const ZLoginAttackList = z.object({
  window_minutes: z.number().int(),
  accounts: z.array(ZLoginAttack),
});
/** The accounts under attack. */
export type TLoginAttackList = z.infer<typeof ZLoginAttackList>;
