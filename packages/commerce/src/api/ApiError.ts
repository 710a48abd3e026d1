import type { BotChallenge } from '../security/botChallenge';

/** Constructor fields of {@link ApiError}. */
export interface ApiErrorInit {
  status: number;
  errorId: string;
  message: string;
  correlationId?: string;
  appId?: string;
  botChallenge?: BotChallenge;
  serverMessage?: string;
  method?: string;
  url?: string;
  cause?: unknown;
}

/**
 * A failed API call (spec 1 §8, spec 2 §8). `errorId` is the first `errorDetails` code of
 * the error envelope (e.g. `BSK404`); `message` is the user-facing wording of the message
 * table, else the server's message. `status` is the HTTP status, or 0 when no response
 * arrived (network failure or timeout, errorId `GEN500`).
 */
export class ApiError extends Error {
  /** HTTP status; 0 when the request failed before a response (network, timeout). */
  readonly status: number;
  /** Catalogue code, e.g. `BSK404`; `GEN500` when the answer carried none. */
  readonly errorId: string;
  /** The correlation id of the request, echoed by the server. */
  readonly correlationId?: string;
  /** The answering application's id; a 403 with an appId is a bot-defence challenge. */
  readonly appId?: string;
  /** Set when the bot defence blocked the call (403 with its appId, spec 1 §8). */
  readonly botChallenge?: BotChallenge;
  /** The server's own message, before the message table replaced it. */
  readonly serverMessage?: string;
  /** Request method, e.g. `GET`. */
  readonly method?: string;
  /** Full request URL. */
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.errorId = init.errorId;
    this.correlationId = init.correlationId;
    this.appId = init.appId;
    if (init.botChallenge) this.botChallenge = init.botChallenge;
    this.serverMessage = init.serverMessage;
    this.method = init.method;
    this.url = init.url;
  }
}

/** Narrows an unknown thrown value to an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
