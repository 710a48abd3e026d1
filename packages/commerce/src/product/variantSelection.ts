import type { ProductAttribute, ProductDetails, Variant } from '@storefront/api-contract';

/**
 * Variant choice on the product page (spec 3 §3 "Product (quick-shop)"): the chosen option of
 * each attribute travels in the page query (`?color=black&size=9`), so a choice is shareable.
 */

/** Attribute type → chosen option value, e.g. `{ color: 'black', size: '9' }`. */
export type VariantChoice = Record<string, string>;

/** A page query as Next gives it. */
export type PageQuery = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The choice in a page query: for each attribute, the query value when it is one of the
 * attribute's options. The colour defaults to `defaultColor` (else the first option); an
 * attribute with a single option is chosen; other attributes stay open.
 */
export function choiceFromQuery(
  product: Pick<ProductDetails, 'attributes' | 'defaultColor'>,
  query: PageQuery,
): VariantChoice {
  const choice: VariantChoice = {};
  for (const attribute of product.attributes) {
    const wanted = first(query[attribute.type]);
    const option = attribute.options.find((o) => o.value === wanted);
    if (option) choice[attribute.type] = option.value;
    else if (attribute.type === 'color') {
      const fallback =
        attribute.options.find((o) => o.value === product.defaultColor) ?? attribute.options[0];
      if (fallback) choice.color = fallback.value;
    } else if (attribute.options.length === 1 && attribute.options[0]) {
      choice[attribute.type] = attribute.options[0].value;
    }
  }
  return choice;
}

/** The variant matching every attribute of the choice, or `undefined` while it is incomplete. */
export function findVariant(
  product: Pick<ProductDetails, 'attributes' | 'variants'>,
  choice: VariantChoice,
): Variant | undefined {
  if (product.attributes.some((a) => choice[a.type] === undefined)) return undefined;
  return product.variants.find((variant) =>
    product.attributes.every((a) => variant.attributes[a.type] === choice[a.type]),
  );
}

/** The attributes still to choose (labels, for "choose a size"). */
export function missingAttributes(
  product: Pick<ProductDetails, 'attributes'>,
  choice: VariantChoice,
): ProductAttribute[] {
  return product.attributes.filter((a) => choice[a.type] === undefined);
}

/**
 * Whether choosing `value` for `type`, with the other attributes as chosen, leads to a variant
 * with stock (quantity > 0): drives the "unavailable" look of size and colour options.
 * @param alwaysAvailable digital and reservable products (spec 3 §4)
 */
export function optionInStock(
  product: Pick<ProductDetails, 'attributes' | 'variants'>,
  choice: VariantChoice,
  type: string,
  value: string,
  alwaysAvailable = false,
): boolean {
  const wanted = { ...choice, [type]: value };
  return product.variants.some(
    (variant) =>
      (alwaysAvailable || variant.quantity > 0) &&
      Object.entries(wanted).every(([t, v]) => variant.attributes[t] === v),
  );
}

/** The choice with one attribute changed, as a page query (the other choices kept). */
export function choiceQuery(choice: VariantChoice, type: string, value: string): VariantChoice {
  return { ...choice, [type]: value };
}
