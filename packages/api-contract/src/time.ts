import * as z from 'zod';

/** Path of the server time call (spec 3 §7 "Time"). */
export const serverTimePath = '/fapi/server/time';

/**
 * Schema of the server time answer: `timestamp` in ms since the Unix epoch (UTC).
 * Used for opt-in dates and age limits (spec 3 §7).
 */
export const serverTimeSchema = z.object({ timestamp: z.number().int().nonnegative() });

/** The server time answer. */
export type ServerTime = z.infer<typeof serverTimeSchema>;
