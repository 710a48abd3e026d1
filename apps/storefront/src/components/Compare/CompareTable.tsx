import type { CompareProduct } from '@storefront/api-contract';
import { Image, Link, numberFormat } from '@storefront/ui';
import type { ReactNode } from 'react';
import * as styles from './Compare.css';

/** The words of {@link CompareTable} (the `search.compare` messages). */
export interface CompareWords {
  caption: string;
  feature: string;
  price: string;
  rating: string;
  /** "4.5 out of 5 (12 reviews)". */
  ratingValue: (average: string, count: number) => string;
  noRating: string;
  colours: string;
  sizes: string;
  availability: string;
  inStock: string;
  outOfStock: string;
}

/** A translator of the `search.compare` messages (next-intl's `t`, server or client). */
export type CompareTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The words of {@link CompareTable} from the `search.compare` messages. */
export function compareWordsOf(t: CompareTranslator): CompareWords {
  return {
    caption: t('caption'),
    feature: t('feature'),
    price: t('price'),
    rating: t('rating'),
    ratingValue: (average, count) => t('ratingValue', { average, count }),
    noRating: t('noRating'),
    colours: t('colours'),
    sizes: t('sizes'),
    availability: t('availability'),
    inStock: t('inStock'),
    outOfStock: t('outOfStock'),
  };
}

/** Props of {@link CompareTable}. */
export interface CompareTableProps {
  /** The compared products (GET /fapi/components/compare), in the shopper's order. */
  products: readonly CompareProduct[];
  /** Product page URL of a product (under the locale). */
  hrefOf: (product: CompareProduct) => string;
  /** BCP 47 tag for money and numbers, e.g. `fr-CA`. */
  locale: string;
  words: CompareWords;
}

/**
 * The compare view (spec 2 §7 "Internal" compare): a table with one column per product (its
 * image and name as a link in the column header) and one row per feature: price (the current
 * price, the original struck through when higher), rating, colours, sizes, availability.
 * Money and numbers with `Intl` in the page's locale. No hooks: the compare page renders it on
 * the server, the dialog in the browser. Scrolls sideways on narrow screens.
 */
export function CompareTable({ products, hrefOf, locale, words }: CompareTableProps) {
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const money = (amount: number, currency: string) =>
    numberFormat(locale, { style: 'currency', currency }).format(amount);
  const rows: { label: string; cell: (p: CompareProduct) => ReactNode }[] = [
    {
      label: words.price,
      cell: (p) => (
        <>
          {money(p.price.current, p.currency)}
          {p.price.original > p.price.current ? (
            <>
              {' '}
              <s className={styles.original}>{money(p.price.original, p.currency)}</s>
            </>
          ) : null}
        </>
      ),
    },
    {
      label: words.rating,
      cell: (p) =>
        p.rating.count > 0
          ? words.ratingValue(number.format(p.rating.average), p.rating.count)
          : words.noRating,
    },
    { label: words.colours, cell: (p) => p.colors.map((c) => c.label).join(', ') || '–' },
    { label: words.sizes, cell: (p) => p.attributes.sizes.join(', ') || '–' },
    { label: words.availability, cell: (p) => (p.available ? words.inStock : words.outOfStock) },
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reachable by keyboard
    <section className={styles.scroller} tabIndex={0} aria-label={words.caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{words.caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner}>
              <span className={styles.hidden}>{words.feature}</span>
            </td>
            {products.map((p) => (
              <th key={p.id} scope="col" className={styles.product}>
                <span className={styles.image}>
                  <Image sources={{ sm: { src: p.image.url, width: 240, height: 240 } }} alt="" />
                </span>
                <Link href={hrefOf(p)}>{p.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {products.map((p) => (
                <td key={p.id}>{row.cell(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
