import { createHash, randomBytes } from 'node:crypto';

/** PKCE S256 challenge of a code verifier: base64url(sha256(verifier)) (RFC 7636). */
export function codeChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** A fresh random code verifier (43 base64url characters). */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** A fresh opaque token (base64url, 256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
