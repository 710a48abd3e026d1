/**
 * What an account page's host action answers (the storefront's Server Actions through
 * `serverCall`): `{ ok: true, ...data }`, or the failure's catalogue code (spec 1 §8, spec 2
 * §8, e.g. `CCA400`, `PYT400`) with the message in the page's language and the server's own.
 */
export type AccountResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; code: string; message: string; serverMessage?: string };
