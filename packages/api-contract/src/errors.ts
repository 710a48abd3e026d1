import * as z from 'zod';

/** One entry of an error envelope's `errorDetails` list. */
export const errorDetailSchema = z.looseObject({
  errorId: z.string().min(1),
  message: z.string(),
});

/**
 * Schema of the error envelope every failed response carries (spec 1 §3 "Error response",
 * spec 2 §8): `appId`, `correlationId` and a non-empty `errorDetails` list whose first entry
 * holds the code (`errorId`, e.g. `BSK404`) and the server's message.
 */
export const errorEnvelopeSchema = z.looseObject({
  appId: z.string(),
  correlationId: z.string(),
  errorDetails: z.array(errorDetailSchema).min(1),
});

/** One error detail: code and server message. */
export type ErrorDetail = z.infer<typeof errorDetailSchema>;
/** The error envelope of a failed response. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Builds an error envelope with one detail.
 * @param appId the answering application's id
 * @param correlationId the request's correlation id, echoed back
 * @param errorId a catalogue code such as `API404`
 * @param message the server's message
 * @param details values the message names (spec 1 §8 "general placeholders"), e.g.
 *   `{ maxQuantity: 2 }` for INV407: extra fields of the detail, filled into the table's wording
 */
export function errorEnvelope(
  appId: string,
  correlationId: string,
  errorId: string,
  message: string,
  details?: Record<string, string | number>,
): ErrorEnvelope {
  return { appId, correlationId, errorDetails: [{ ...details, errorId, message }] };
}
