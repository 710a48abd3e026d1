import type * as z from 'zod';
import { ApiError } from '../api/ApiError';
import { messageForError } from '../api/messages';

/**
 * Validates an answer with its contract schema.
 * @throws ApiError `GEN500` (status 200) naming the path and the first bad field.
 */
export function validateAnswer<S extends z.ZodType>(
  schema: S,
  data: unknown,
  method: string,
  path: string,
): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError({
      status: 200,
      errorId: 'GEN500',
      message: messageForError('GEN500'),
      serverMessage: `Invalid answer for ${method} ${path}: ${issue?.path.join('.')} ${issue?.message}`,
      method,
      url: path,
    });
  }
  return parsed.data;
}
