import { fillPlaceholders } from '@storefront/ui';
import { type ExpressCallStep, endsSession } from './expressReducer';
import type { ExpressLabels } from './labels';
import type { ExpressErrorKind, ExpressFailure, WalletContact } from './types';

/**
 * Where an express error shows (spec 3 §8 "Cart and wallet"):
 * - `sheet`: in the open sheet, the session goes on (country, city length, shipping);
 * - `field`: a field error of a contact in the sheet (an invalid billing or shipping contact);
 * - `page`: under the buttons after the session ended (unknown);
 * - `checkout`: the shopper goes to /checkout (an incomplete PayPal address, spec 3 §4).
 */
export type ExpressErrorPlacement = 'sheet' | 'field' | 'page' | 'checkout';

/** An express failure as the shopper sees it. */
export interface ExpressErrorView {
  kind: ExpressErrorKind;
  code: string;
  message: string;
  placement: ExpressErrorPlacement;
  /** The session ends with it (the temporary cart state is cleared, spec 3 §4). */
  endsSession: boolean;
  /** With `field`: the contact and field marked. */
  contact?: 'shipping' | 'billing';
  field?: keyof WalletContact;
}

/** Country names in the page's language (`Canada`, `États-Unis`), the code when unknown. */
function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Options of {@link expressErrorFor}. */
export interface ExpressErrorOptions {
  /** The step that failed (a failure of merchant validation always ends the session). */
  step: ExpressCallStep;
  /** The store's country (ISO alpha-2) for the country error. */
  storeCountry?: string;
  /** BCP 47 tag of the page, to name the country. */
  localeTag: string;
}

/**
 * The message and place of an express failure (spec 3 §8 "Cart and wallet"):
 * - `country` → the card wallet's country error naming the store's country, in the sheet;
 * - `cityLength` → the city-length error, in the sheet;
 * - `shipping` → the shipping error message (the server's, else ours), in the sheet;
 * - `contact` → a field error of the named contact field (the server's message, else ours);
 * - `incompleteAddress` → to /checkout, with its message;
 * - `unknown` → "unknown", under the buttons; the session ends.
 * Any kind at merchant validation ends the session and shows under the buttons.
 */
export function expressErrorFor(
  failure: ExpressFailure,
  labels: ExpressLabels,
  { step, storeCountry, localeTag }: ExpressErrorOptions,
): ExpressErrorView {
  const ends = endsSession(failure.kind, step);
  const base = { kind: failure.kind, code: failure.code, endsSession: ends };
  switch (failure.kind) {
    case 'country':
      return {
        ...base,
        placement: ends ? 'page' : 'sheet',
        message: fillPlaceholders(labels.errors.country, {
          country: storeCountry ? countryName(storeCountry, localeTag) : '',
        }),
      };
    case 'cityLength':
      return { ...base, placement: ends ? 'page' : 'sheet', message: labels.errors.cityLength };
    case 'shipping':
      return {
        ...base,
        placement: ends ? 'page' : 'sheet',
        message: failure.message || labels.errors.shipping,
      };
    case 'contact': {
      const field = failure.field ?? 'addressLines';
      const fallback = fillPlaceholders(labels.errors.contact, { field: labels.fields[field] });
      return {
        ...base,
        placement: ends ? 'page' : 'field',
        message: failure.message || fallback,
        contact: failure.contact ?? 'shipping',
        field,
      };
    }
    case 'incompleteAddress':
      return { ...base, placement: 'checkout', message: labels.errors.incompleteAddress };
    default:
      return { ...base, placement: 'page', message: labels.errors.unknown };
  }
}
