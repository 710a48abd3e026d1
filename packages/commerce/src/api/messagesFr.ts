import type { ErrorCode } from '@storefront/api-contract';
import { messageForError } from './messages';

/** The generic failure (GEN500) in French. */
const genericFr = 'Une erreur est survenue. Veuillez réessayer plus tard.';

/**
 * French (fr-CA) wording of the error codes a French page shows so far: the sign-in form’s
 * codes (spec 2 §8 AUT) and the generic failure (GEN500). Codes missing here fall back to the
 * English table of {@link messageForError}.
 */
export const apiMessagesFr: Partial<Record<ErrorCode, string>> = {
  GEN500: genericFr,
  API429: 'Trop de demandes. Veuillez réessayer plus tard.',
  AUT401: 'Le courriel ou le mot de passe est incorrect.',
  AUT418: 'Le courriel ou le mot de passe est incorrect.',
  AUT437: 'Le courriel ou le mot de passe est incorrect.',
  AUT438: 'Le courriel ou le mot de passe est incorrect.',
  AUT423: 'Votre compte est verrouillé. Veuillez réinitialiser votre mot de passe.',
  AUT441: 'Votre compte est verrouillé. Veuillez réinitialiser votre mot de passe.',
  AUT426: 'Il s’agit de votre dernière tentative avant le verrouillage de votre compte.',
  AUT403: 'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez réessayer.',
  AUT409: 'Votre session n’a pas pu démarrer. Veuillez réessayer.',
  AUT453: 'Veuillez saisir une adresse courriel valide.',
  AUT498: 'Votre session a expiré. La page va se recharger.',
  AUT404: 'Nous n’avons pas pu vous connecter. Veuillez réessayer.',
  AUT432: 'Nous n’avons pas pu vous connecter. Veuillez réessayer.',
  AUT500: 'La connexion est indisponible pour le moment. Veuillez réessayer plus tard.',
};

/**
 * The user-facing message for an error code in a language (`fr` → {@link apiMessagesFr},
 * else English): for French, the French wording when known, else (the server speaks English)
 * the French generic message; other languages as {@link messageForError}.
 * @param language ISO 639-1 code or storefront locale, e.g. `fr`, `fr-ca`
 * @param errorId e.g. `AUT401`
 * @param serverMessage the first errorDetails message of the envelope, if any
 */
export function messageForErrorIn(
  language: string,
  errorId: string,
  serverMessage?: string,
): string {
  if (language.slice(0, 2).toLowerCase() !== 'fr') return messageForError(errorId, serverMessage);
  return (
    (Object.hasOwn(apiMessagesFr, errorId) && apiMessagesFr[errorId as ErrorCode]) || genericFr
  );
}
