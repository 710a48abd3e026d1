import { fillPlaceholders } from '@storefront/ui';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { cartLabelsFrom } from '../cart/labels';
import { commerceMessages } from './index';
import { labelsIn } from './labelsIn';
import type { Translate } from './translate';

/** Every leaf of a label set as `path → value`; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    // '3' serves as a count and as a text (the functions interpolate both).
    const args = Array.from({ length: value.length }, () => '3' as never);
    out.set(`${path}()`, String((value as (...a: unknown[]) => unknown)(...args)));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  }
  return out;
}

/** Every key path of a catalogue. */
function keys(messages: unknown, path = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [path];
  return Object.entries(messages).flatMap(([key, child]) =>
    keys(child, path ? `${path}.${key}` : key),
  );
}

const en = labelsIn('en');
const fr = labelsIn('fr');
const sets = (
  [
    'cart',
    'quickShop',
    'catalog',
    'optionPicker',
    'productGallery',
    'addToCart',
    'notifyMe',
    'checkout',
    'captcha',
    'signIn',
    'signInDialog',
  ] as const
).map((name) => [name, en[name], fr[name]] as const);

describe.each(sets)('%s labels built from the catalogues', (_name, english, french) => {
  it('have the same keys in English and French', () => {
    expect([...leaves(french).keys()].sort()).toEqual([...leaves(english).keys()].sort());
  });

  it('have no empty string and no missing message in either language', () => {
    for (const set of [english, french]) {
      for (const [path, text] of leaves(set)) {
        expect(text.trim(), path).not.toBe('');
        // use-intl's fallback for a missing or broken message is the key path.
        expect(text, path).not.toMatch(/^(cart|catalog|checkout)\./);
      }
    }
  });

  it('say something different in French for most keys', () => {
    const englishLeaves = leaves(english);
    const frenchLeaves = [...leaves(french)];
    const same = frenchLeaves.filter(([path, text]) => englishLeaves.get(path) === text);
    expect(same.length).toBeLessThan(frenchLeaves.length / 4);
  });
});

describe('commerce catalogues', () => {
  it.each(['catalog', 'cart', 'checkout', 'account', 'signIn'] as const)(
    '%s: French has the keys of English',
    (ns) => {
      expect(keys(commerceMessages.fr[ns]).sort()).toEqual(keys(commerceMessages.en[ns]).sort());
    },
  );
});

describe('ICU plurals and selects', () => {
  it('English: 1 item, 0 items, 2 items', () => {
    expect(en.cart.itemCount(1)).toBe('1 item');
    expect(en.cart.itemCount(0)).toBe('0 items');
    expect(en.cart.itemCount(2)).toBe('2 items');
    expect(en.catalog.resultCount(1)).toBe('1 product');
    expect(en.catalog.rating('4.5', 1)).toBe('Rated 4.5 out of 5 stars, 1 review');
    expect(en.catalog.rating('4.5', 12)).toBe('Rated 4.5 out of 5 stars, 12 reviews');
  });

  it('French: 0 and 1 are singular (article), 2 plural (articles)', () => {
    expect(fr.cart.itemCount(0)).toBe('0 article');
    expect(fr.cart.itemCount(1)).toBe('1 article');
    expect(fr.cart.itemCount(2)).toBe('2 articles');
    expect(fr.cart.loyaltyPoints(1)).toBe('Vous avez 1 point.');
    expect(fr.cart.loyaltyPoints(1500)).toBe('Vous avez 1500 points.');
    expect(fr.catalog.resultCount(0)).toBe('0 produit');
  });

  it('selects by delivery kind; French numbers in fr-CA', () => {
    expect(en.checkout.storeShipment('sts', 'Laval')).toBe('Ship to store: Laval');
    expect(en.checkout.storeShipment('pickup', 'Laval')).toBe('Pickup in store: Laval');
    expect(en.checkout.pickerTitle('pudo')).toBe('Choose a collection point');
    expect(fr.checkout.storeShipment('pudo', 'Laval')).toBe('Point de collecte\u202F: Laval');
    expect(fr.checkout.distance(1.5)).toBe('1,5 km');
  });

  it('interpolation, a lower-cased attribute and ui templates kept raw', () => {
    expect(en.cart.promoApplied('SAVE10')).toBe('Promo code SAVE10 applied.');
    expect(en.catalog.chooseOption('Size')).toBe('Choose a size');
    expect(fr.quickShop.choose('Taille')).toBe('Choisissez\u202F: taille.');
  });

  it('island labels are strings whose placeholders stay as text, filled in the browser', () => {
    for (const set of [en.productGallery, en.addToCart, en.notifyMe, fr.productGallery]) {
      for (const [path, text] of leaves(set)) expect(typeof text, path).toBe('string');
      expect(JSON.parse(JSON.stringify(set))).toEqual(set);
    }
    expect(en.productGallery.gallery).toBe('Images of {product}');
    expect(en.productGallery.showImage).toBe('Show image {n} of {total}');
    expect(en.productGallery.carousel.goTo).toBe('Go to image {n} of {total}');
    expect(fr.productGallery.carousel.slide).toBe('{n} sur {total}');
    expect(en.addToCart.chooseOption).toBe('Choose a {attribute}');
    expect(fr.notifyMe.notifyMeSuccess).toBe('Merci — nous écrirons à {email} dès son retour.');
    expect(fillPlaceholders(en.notifyMe.notifyMeSuccess, { email: 'ana@example.com' })).toBe(
      'Thanks — we will e-mail ana@example.com when it is back.',
    );
  });

  it('an adapter takes any translator of the namespace (createTranslator here)', () => {
    const t = createTranslator({
      locale: 'fr-CA',
      messages: { cart: { ...commerceMessages.fr.cart, cart: 'Chariot' } },
      namespace: 'cart',
    }) as unknown as Translate;
    expect(cartLabelsFrom(t).cart).toBe('Chariot');
    expect(cartLabelsFrom(t).itemCount(2)).toBe('2 articles');
  });
});
