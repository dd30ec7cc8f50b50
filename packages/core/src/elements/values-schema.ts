import { z } from 'zod';
import { ZNumberish } from './settings-schema';

/**
 * A file value (file, image, signature): a stored file has a url, a file picked offline carries
 * base64 data until it is uploaded. `size` and `type` are kept when the browser knew them.
 */
export const ZFileValue = z.object({
  url: z.string().optional(),
  name: z.string().optional(),
  filename: z.string().optional(),
  base64: z.string().optional(),
  size: z.number().optional(),
  type: z.string().optional(),
});

/** A GPS value: WGS84 position, with the accuracy in metres when measured. */
export const ZGpsValue = z.object({
  lat: ZNumberish,
  lon: ZNumberish,
  accuracy: ZNumberish.nullable().optional(),
});

/** One recorded point of a tracking element. */
export const ZTrackingPoint = z.object({
  timestamp: z.union([z.number(), z.string()]),
  lon: ZNumberish,
  lat: ZNumberish,
  accuracy: ZNumberish.nullable().optional(),
});

/** The value of a stateTransition element once the transition ran. */
export const ZStateTransitionValue = z.object({
  next_phase: ZNumberish.optional(),
  username: z.string().nullable().optional(),
  triggered: z.boolean().optional(),
  triggered_date: z.string().nullable().optional(),
});

/** A selected map feature or search item: identified by id, shown by name, with its data. */
export const ZSelectedFeature = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/** A file value, as parsed. */
export type TFileValue = z.infer<typeof ZFileValue>;
/** A GPS value, as parsed. */
export type TGpsValue = z.infer<typeof ZGpsValue>;
/** A tracking point, as parsed. */
export type TTrackingPoint = z.infer<typeof ZTrackingPoint>;
/** A stateTransition value, as parsed. */
export type TStateTransitionValue = z.infer<typeof ZStateTransitionValue>;
/** A selected map feature or search item, as parsed. */
export type TSelectedFeature = z.infer<typeof ZSelectedFeature>;
