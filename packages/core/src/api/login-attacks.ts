import { z } from 'zod';

// Pure-annotated so the entry chunk, which imports this index for the session's schemas, drops
// them: only the admin's dashboard uses them.

/** An account that many failed sign-ins hit within the rate-limit window (admins only). */
export const ZLoginAttack = /* @__PURE__ */ z.object({
  user_id: /* @__PURE__ */ z.number().int(),
  email: /* @__PURE__ */ z.string(),
  failures: /* @__PURE__ */ z
    .number()
    .int()
    .describe('Failed sign-ins within the window, from all addresses'),
  addresses: /* @__PURE__ */ z.number().int().describe('Distinct IP addresses they came from'),
  first_seen: /* @__PURE__ */ z.iso.datetime({ offset: true }),
  last_seen: /* @__PURE__ */ z.iso.datetime({ offset: true }),
});
/** An account under attack. */
export type TLoginAttack = z.infer<typeof ZLoginAttack>;

/** GET /api/admin/login-attacks answer: accounts under attack, the latest attack first. */
export const ZLoginAttackList = /* @__PURE__ */ z.object({
  window_minutes: /* @__PURE__ */ z.number().int(),
  accounts: /* @__PURE__ */ z.array(ZLoginAttack),
});
/** The accounts under attack. */
export type TLoginAttackList = z.infer<typeof ZLoginAttackList>;
