import type { StorefrontLocale } from '@storefront/api-contract';
import { pageKindSlots } from '@storefront/blocks';
import {
  addToCartLabelsFrom,
  catalogLabelsFrom,
  choiceFromQuery,
  choiceQuery,
  favoriteToggleLabelsFrom,
  findVariant,
  galleryImages,
  isAlwaysAvailable,
  missingAttributes,
  notifyMeLabelsFrom,
  OptionPicker,
  optionInStock,
  optionPickerLabelsFrom,
  productGalleryLabelsFrom,
  productUrl,
  StockState,
  stockStateOf,
} from '@storefront/commerce';
import { AddToCartButton, NotifyMe, ProductGallery } from '@storefront/commerce/client';
import { Container, Link, numberFormat, Price, Rating, Stack } from '@storefront/ui';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { brandName } from '../../lib/brand';
import { getInventory, getProduct, getProductContent } from '../../lib/catalog';
import { notifyMeAction } from '../../lib/catalogActions';
import { catalogOrigin, jsonLdText, productJsonLd } from '../../lib/catalogMetadata';
import { previewQueryOf } from '../../lib/draft';
import type { SearchParams } from '../../lib/preview';
import { productOrigins } from '../../lib/productOrigins';
import { decisionProductIdOf } from '../../lib/services/decisionContext';
import { readSession } from '../../lib/session/session';
import { CatalogSlotsProvider, slotsOf } from '../CategoryPage/CatalogSlots';
import { ContentMessage } from '../ContentMessage';
import { ExpressOffer } from '../Express';
import { FavoriteHeart } from '../Favorites';
import { PreviewBar } from '../PreviewBar';
import { ProductPickup } from '../ProductPickup';
import { ProductReviews } from '../ProductReviews';
import { ProductSets } from '../ProductSets';
import { SizeGuide } from '../SizeGuide';
import * as styles from './ProductPage.css';

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  locale: StorefrontLocale;
  /** Product code of the path (8-11 uppercase alphanumerics, spec 1 §2). */
  productId: string;
  searchParams: SearchParams;
}

/**
 * A product page (spec 1 §2 `/{lang}-{region}/p/{slug}-{code}`): gallery of the
 * chosen colour, name, rating, price of the chosen variant (or the product's range), colour
 * swatches and a picker per other attribute (the choice in the URL query, shareable; plain
 * links: the page without a query is kept in the cache and does not read it, so a choice loads
 * the page of its URL, which `proxy.ts` sends to the variant twin; a client navigation would
 * reuse the kept page), stock
 * state of the chosen variant (spec 3 §4), add to cart (qty 1 / maxQty 999999) or notify me
 * (out of stock) or sign in to buy (presale), the favorite heart (spec 1 §4; hidden for staff),
 * customs link, details, model measurements, the
 * content document's slots (`pageKindSlots.product`: `reviewsTop` and `reviewsBottom` around
 * the reviews and questions), the size guide (spec 2 §7
 * size chart, foot sizes), the product sets it belongs to, paged reviews and questions and the
 * product JSON-LD. An unknown product is the locale's 404. Cache components: without a query
 * (outside draft mode) the page reads no request data but a presale's session, so it is kept
 * in the cache with its reviews and questions.
 */
export async function ProductPage({ locale, productId, searchParams }: ProductPageProps) {
  const catalogWords = await getTranslations({ locale: locale.path, namespace: 'catalog' });
  const labels = catalogLabelsFrom(catalogWords);
  const pickerLabels = { ...optionPickerLabelsFrom(catalogWords), outOfStock: labels.unavailable };
  // The hero's client islands take strings (templates filled in the browser), so the page
  // ships no message runtime and no catalogue.
  const galleryLabels = productGalleryLabelsFrom(catalogWords);
  const addToCartLabels = addToCartLabelsFrom(catalogWords);
  const notifyMeLabels = notifyMeLabelsFrom(catalogWords);
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const origin = catalogOrigin();
  const [result, inventory, document] = await Promise.all([
    getProduct(locale, productId),
    getInventory(locale, productId),
    getProductContent(locale, productId, preview, previewDateTime),
  ]);
  if (!result.ok) {
    if (result.reason === 'missing') notFound();
    return (
      <ContentMessage
        role="alert"
        title={t('contentUnavailable.title')}
        text={t('contentUnavailable.text')}
      />
    );
  }
  const product = result.value;
  // Only a presale depends on the shopper (signed-in shoppers buy it, spec 3 §4): its page is
  // rendered per request; every other product page is the same for everyone and kept.
  const session = product.presale ? await readSession() : { signedIn: false };
  // The heart is hidden for staff in the browser (`FavoriteHeart`, spec 1 §4).
  const favoriteLabels = favoriteToggleLabelsFrom(
    await getTranslations({ locale: locale.path, namespace: 'cart' }),
  );
  const path = productUrl(locale.path, product);
  const choice = choiceFromQuery(product, searchParams);
  const variant = findVariant(product, choice);
  const stock = stockStateOf(product, variant, {
    ...(inventory ? { inventory } : {}),
    // a presale is bought by signed-in shoppers only (spec 3 §4 "sign in to buy")
    signedIn: session.signedIn,
  });
  const missing = missingAttributes(product, choice)[0]?.label;
  const always = isAlwaysAvailable(product);
  const hrefOf = (type: string) => (value: string) =>
    productUrl(locale.path, product, choiceQuery(choice, type, value));
  const inStockOf = (type: string) => (value: string) =>
    optionInStock(product, choice, type, value, always);
  const colour = product.attributes.find((a) => a.type === 'color');
  const others = product.attributes.filter((a) => a.type !== 'color');
  const price = variant?.price ?? product.price;
  const jsonLd = productJsonLd(locale, product, origin, brandName);
  const average = numberFormat(locale.tag, { maximumFractionDigits: 1 }).format(
    product.rating.average,
  );

  return (
    <CatalogSlotsProvider
      locale={locale}
      path={path}
      searchParams={searchParams}
      preview={preview}
      slots={slotsOf(document, pageKindSlots.product)}
      productIds={[decisionProductIdOf(product)]}
    >
      {(slot) => (
        <>
          {preview ? <PreviewBar label={t('previewBanner')} dateTime={previewDateTime} /> : null}
          <Container className={styles.page}>
            {slot('top')}
            <div className={styles.hero}>
              <ProductGallery
                key={choice.color ?? 'all'}
                images={galleryImages(product.images, choice.color)}
                productName={product.name}
                labels={galleryLabels}
              />
              <Stack gap="md">
                {product.eyebrow ? <p className={styles.eyebrow}>{product.eyebrow}</p> : null}
                <div className={styles.titleRow}>
                  <h1 className={styles.title}>{product.name}</h1>
                  <FavoriteHeart
                    productId={product.id}
                    variantId={variant?.id}
                    productName={product.name}
                    productHref={path}
                    localePath={locale.path}
                    size="md"
                    labels={favoriteLabels}
                  />
                </div>
                {product.rating.count > 0 ? (
                  <a href="#reviews" className={styles.ratingLink}>
                    <Rating
                      value={product.rating.average}
                      reviewCount={product.rating.count}
                      size="sm"
                      locale={locale.tag}
                      label={labels.rating(average, product.rating.count)}
                    />
                  </a>
                ) : null}
                <Price
                  price={price}
                  currency={product.currency}
                  locale={locale.tag}
                  size="lg"
                  labels={labels.price}
                />
                {colour ? (
                  <OptionPicker
                    mode="link"
                    look="swatch"
                    attribute={colour}
                    {...(choice.color ? { value: choice.color } : {})}
                    hrefOf={hrefOf('color')}
                    inStock={inStockOf('color')}
                    labels={pickerLabels}
                  />
                ) : null}
                {others.map((attribute) => (
                  <OptionPicker
                    key={attribute.type}
                    mode="link"
                    attribute={attribute}
                    {...(choice[attribute.type] ? { value: choice[attribute.type] } : {})}
                    hrefOf={hrefOf(attribute.type)}
                    inStock={inStockOf(attribute.type)}
                    labels={pickerLabels}
                  />
                ))}
                <SizeGuide locale={locale} product={product} />
                <StockState state={stock} {...(missing ? { missing } : {})} labels={labels} />
                <AddToCartButton
                  key={variant?.id ?? 'none'}
                  origin={productOrigins.productPage}
                  variantId={variant?.id}
                  stock={stock.kind}
                  orderable={stock.orderable}
                  {...(missing ? { missing } : {})}
                  signInHref={`/${locale.path}/sign-in?returnTo=${encodeURIComponent(path)}`}
                  signInToBuy={product.presale && !session.signedIn}
                  labels={addToCartLabels}
                />
                {variant && stock.orderable && !(product.presale && !session.signedIn) ? (
                  // Express buys this variant, quantity 1, in its own basket (spec 3 §4, §9).
                  <ExpressOffer
                    locale={locale}
                    source={{ kind: 'product', variantId: variant.id, productId: product.id }}
                    amount={price.current}
                    payLater="product"
                  />
                ) : null}
                <ProductPickup
                  locale={locale}
                  variantId={variant?.id}
                  offered={product.productType !== 'digital' && !product.presale}
                />
                {stock.notifyMe && variant ? (
                  <NotifyMe
                    key={variant.id}
                    productId={product.id}
                    variantId={variant.id}
                    onSubmit={notifyMeAction}
                    labels={notifyMeLabels}
                  />
                ) : null}
                {product.customsExternalUrl ? (
                  <Link href={product.customsExternalUrl} target="_blank" variant="standalone">
                    {labels.customise}
                  </Link>
                ) : null}
                <section className={styles.details} aria-labelledby="product-details">
                  <h2 id="product-details" className={styles.subheading}>
                    {labels.details}
                  </h2>
                  <p>{product.description}</p>
                  {product.details.length > 0 ? (
                    <ul className={styles.list}>
                      {product.details.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  {product.modelMeasurements ? (
                    <>
                      <h3 className={styles.subheading}>{labels.modelMeasurements}</h3>
                      <p>{product.modelMeasurements}</p>
                    </>
                  ) : null}
                </section>
                {slot('details')}
              </Stack>
            </div>
            <ProductSets locale={locale} product={product} labels={labels} />
            {slot('reviewsTop')}
            <ProductReviews
              locale={locale}
              product={product}
              choice={choice}
              searchParams={searchParams}
              labels={labels}
            />
            {slot('reviewsBottom')}
            {slot('main')}
            {slot('bottom')}
          </Container>
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, `<` escaped by jsonLdText
            dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
          />
        </>
      )}
    </CatalogSlotsProvider>
  );
}
