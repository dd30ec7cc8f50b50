import { z } from 'zod';

/** GET /health and /ready answer. */
export const ZHealthAnswer = z.object({ status: z.literal('ok') });
/** A health answer. */
export type THealthAnswer = z.infer<typeof ZHealthAnswer>;
