import 'server-only';
import {
  type Category,
  type ProductDetails,
  type StorefrontLocale,
  storefrontLocales,
} from '@storefront/api-contract';
import type { ContentDocument } from '@storefront/blocks';
import { categoryUrl, isAlwaysAvailable, productUrl } from '@storefront/commerce';
import type { Metadata } from 'next';
import { configuredOrigin } from './security/origin';

/**
 * SEO metadata of the category and product pages: title, description, canonical URL,
 * alternates per storefront locale (hreflang), Open Graph image, and the product's JSON-LD
 * (schema.org Product with offers and availability).
 */

/**
 * The origin of the pages' absolute URLs: `STOREFRONT_ORIGIN` (`configuredOrigin`), not the
 * request's host, since a category or product page is kept in the cache and answers every
 * host; `''` when unset (the URLs stay relative to the page). Production sets it (README
 * "Production and scaling").
 */
export function catalogOrigin(): string {
  return configuredOrigin() ?? '';
}

/** `metadataBase` from {@link catalogOrigin}, when one is configured. */
function metadataBaseOf(): Pick<Metadata, 'metadataBase'> {
  const origin = configuredOrigin();
  return origin ? { metadataBase: new URL(origin) } : {};
}

function alternates(pathOf: (localePath: string) => string, current: StorefrontLocale) {
  return {
    canonical: pathOf(current.path),
    languages: {
      ...Object.fromEntries(storefrontLocales.map((l) => [l.tag, pathOf(l.path)])),
      'x-default': pathOf(storefrontLocales[0]?.path ?? 'en-us'),
    },
  };
}

/**
 * Category page metadata: the content document's `seo` (else the category name), canonical
 * without filters, sort or page; a filtered or sorted listing is not indexed (followed).
 */
export async function categoryMetadata(
  locale: StorefrontLocale,
  category: Category,
  document: ContentDocument | undefined,
  options: {
    filtered: boolean;
    preview: boolean;
    image?: string | undefined;
    total?: number | undefined;
  },
): Promise<Metadata> {
  const title = document?.seo?.title ?? category.name;
  const description =
    document?.seo?.description ?? `${category.name} (${options.total ?? category.productCount})`;
  return {
    ...metadataBaseOf(),
    title: document?.seo?.title ? { absolute: title } : title,
    description,
    alternates: alternates((path) => categoryUrl(path, category), locale),
    openGraph: {
      type: 'website',
      title,
      description,
      url: categoryUrl(locale.path, category),
      locale: locale.tag.replace('-', '_'),
      ...(options.image ? { images: [{ url: options.image }] } : {}),
    },
    ...(options.filtered || options.preview ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Product page metadata: name and description, canonical without the variant, OG image. */
export async function productMetadata(
  locale: StorefrontLocale,
  product: ProductDetails,
  preview: boolean,
): Promise<Metadata> {
  const image = product.images[0];
  const description = product.description;
  return {
    ...metadataBaseOf(),
    title: product.name,
    description,
    alternates: alternates((path) => productUrl(path, product), locale),
    openGraph: {
      type: 'website',
      title: product.name,
      description,
      url: productUrl(locale.path, product),
      locale: locale.tag.replace('-', '_'),
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

const schemaAvailability = {
  InStock: 'https://schema.org/InStock',
  OutOfStock: 'https://schema.org/OutOfStock',
  PreOrder: 'https://schema.org/PreOrder',
} as const;

/**
 * The product's JSON-LD (schema.org Product): one Offer per variant (sku = UPC, price in major
 * units of the currency, availability InStock / OutOfStock / PreOrder for presale), brand,
 * images and the aggregate rating when there are reviews.
 */
export function productJsonLd(
  locale: StorefrontLocale,
  product: ProductDetails,
  origin: string,
  brand: string,
): Record<string, unknown> {
  const url = `${origin}${productUrl(locale.path, product)}`;
  const always = isAlwaysAvailable(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    brand: { '@type': 'Brand', name: brand },
    image: product.images.map((image) => image.url),
    url,
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.upc,
      price: variant.price.current.toFixed(2),
      priceCurrency: product.currency,
      url: `${url}?${new URLSearchParams(variant.attributes).toString()}`,
      availability: product.presale
        ? schemaAvailability.PreOrder
        : always || variant.quantity > 0
          ? schemaAvailability.InStock
          : schemaAvailability.OutOfStock,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so it cannot close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
