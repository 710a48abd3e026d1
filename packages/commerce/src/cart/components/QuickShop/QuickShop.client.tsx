'use client';

import type { Inventory, ProductDetails } from '@storefront/api-contract';
import {
  Button,
  cloudinaryUrl,
  Dialog,
  Grid,
  Notification,
  Price,
  Skeleton,
  useDialogManager,
  VisuallyHidden,
} from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import { useCartLabels, useQuickShopLabels } from '../../../messages/useLabels.client';
import { OptionPicker } from '../../../product/components/OptionPicker';
import { stockStateOf } from '../../../product/stockState';
import {
  choiceFromQuery,
  findVariant,
  missingAttributes,
  optionInStock,
  type VariantChoice,
} from '../../../product/variantSelection';
import { useCartController } from '../../CartContext.client';
import { commerceDialogs } from '../../cartDialogs';
import {
  addWithRetry,
  closesAfterAdd,
  type QuickShopFooterAction,
  quickShopFooterAction,
  quickShopMaxQty,
} from '../../quickShopRules';
import type { CartActionResult } from '../../types';
import type { QuickShopLabels } from './labels';
import * as styles from './QuickShop.css';

/** Storefront settings of the quick-shop (spec 3 §4). */
export interface QuickShopSettings {
  /** The notify-me feature. */
  notifyMe: boolean;
  /** The mini-cart feature: the dialog closes after add and the mini cart opens. */
  miniCart: boolean;
  /** Close the dialog after add even without the mini cart. */
  closeOnAdd: boolean;
}

/** Props of {@link QuickShop}. */
export interface QuickShopProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The product's details; `null` while loading. */
  product: ProductDetails | null;
  /** Fresher stock than the details (GET …/inventory). */
  inventory?: Inventory;
  /** A loading failure to show instead of the product. */
  loadError?: string;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  signedIn: boolean;
  settings: QuickShopSettings;
  /** Opened for a cart item (update in cart): its id and current choice. */
  updating?: { itemId: string; choice: VariantChoice };
  /** The product page, under the locale. */
  productHref: string;
  signInHref: string;
  /** Notify me for a variant (the product page's form when absent: a link). */
  onNotifyMe?(variantId: string): void;
  /** Waits between the add and its retry; `setTimeout` by default (stories pass a short one). */
  retryDelayMs?: number;
  /**
   * The host's favorite heart for the product and the chosen variant (when fully chosen),
   * shown by the product link (spec 1 §4); none by default.
   */
  renderFavorite?(variantId: string | undefined): ReactNode;
  /** The product interaction origin its add carries (spec 3 §9), e.g. `Grid`; none by default. */
  origin?: string | undefined;
  labels?: QuickShopLabels;
}

/**
 * The quick-shop dialog (spec 3 §4, §9): the product's image, name, price, one picker per
 * attribute (colour with swatches), and the footer button by spec 3 §4's priority — notify
 * me → out of stock → sign in to buy → update in cart → add to cart. Adding needs a fully
 * chosen variant, sends qty 1 with maxQty 1 (spec 3 §9), is retried once after 2 s unless the
 * error is GWP403, shows a cart error as a notification, and on success closes the dialog and
 * opens the mini cart when the mini-cart feature or close-on-add is on.
 */
export function QuickShop({
  open,
  onOpenChange,
  product,
  inventory,
  loadError,
  locale,
  signedIn,
  settings,
  updating,
  productHref,
  signInHref,
  onNotifyMe,
  retryDelayMs,
  renderFavorite,
  origin,
  labels: ownLabels,
}: QuickShopProps) {
  const labels = useQuickShopLabels(ownLabels);
  const priceLabels = useCartLabels().price;
  const cart = useCartController();
  const dialogs = useDialogManager();
  const startingChoice = (): VariantChoice =>
    product ? (updating?.choice ?? choiceFromQuery(product, {})) : {};
  const [choice, setChoice] = useState<VariantChoice>(startingChoice);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | undefined>();

  // A new product or cart item starts a new choice; a re-render with equal props keeps the
  // shopper's choice and message (state adjusted during render, not in an effect).
  const openedFor = product
    ? JSON.stringify([product.id, updating?.itemId ?? null, updating?.choice ?? null])
    : '';
  const [shownFor, setShownFor] = useState(openedFor);
  if (shownFor !== openedFor) {
    setShownFor(openedFor);
    setChoice(startingChoice());
    setMessage(undefined);
  }

  const variant = product ? findVariant(product, choice) : undefined;
  const stock = product
    ? stockStateOf(product, variant, { ...(inventory ? { inventory } : {}), signedIn })
    : undefined;
  const action: QuickShopFooterAction = quickShopFooterAction({
    notifyMeEnabled: settings.notifyMe,
    notifyMeAllowed: stock?.notifyMe ?? false,
    outOfStock: stock?.kind === 'outOfStock',
    presale: product?.presale ?? false,
    signedIn,
    updating: Boolean(updating),
  });

  async function submit() {
    if (!product) return;
    if (!variant) {
      const missing = missingAttributes(product, choice)[0]?.label ?? labels.option;
      setMessage({ text: labels.choose(missing), failed: true });
      return;
    }
    setBusy(true);
    setMessage(undefined);
    const call = (idempotencyKey: string): Promise<CartActionResult> =>
      updating
        ? cart.update({ itemId: updating.itemId, productId: variant.id })
        : cart.add({
            productId: variant.id,
            upc: variant.upc,
            qty: 1,
            maxQty: quickShopMaxQty,
            idempotencyKey,
            ...(origin ? { origin } : {}),
          });
    const result = await addWithRetry(
      call,
      retryDelayMs === undefined ? {} : { delayMs: retryDelayMs },
    ).catch((): CartActionResult => ({ ok: false, code: 'GEN500', message: labels.failed }));
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: result.message, failed: true });
      return;
    }
    if (closesAfterAdd(settings)) {
      onOpenChange(false);
      if (settings.miniCart) dialogs.open(commerceDialogs.miniCart);
    } else setMessage({ text: updating ? labels.updated : labels.added, failed: false });
  }

  const image = product?.images.find((i) => i.color === choice.color) ?? product?.images[0];
  const footer = product && (
    <div className={styles.footer}>
      {action === 'notifyMe' && variant ? (
        onNotifyMe ? (
          <Button fullWidth variant="secondary" onClick={() => onNotifyMe(variant.id)}>
            {labels.notifyMe}
          </Button>
        ) : (
          <Button fullWidth variant="secondary" href={productHref}>
            {labels.notifyMe}
          </Button>
        )
      ) : action === 'outOfStock' ? (
        <Button fullWidth disabled>
          {labels.outOfStock}
        </Button>
      ) : action === 'signInToBuy' ? (
        <Button fullWidth variant="secondary" href={signInHref}>
          {labels.signInToBuy}
        </Button>
      ) : (
        <Button fullWidth loading={busy} onClick={() => void submit()}>
          {action === 'updateInCart' ? labels.updateInCart : labels.addToCart}
        </Button>
      )}
      <p
        role="status"
        className={`${styles.message} ${message?.failed ? styles.failed : ''}`}
        data-testid="quick-shop-status"
      >
        {message && !message.failed ? message.text : ''}
      </p>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={product?.name ?? labels.title}
      closeLabel={labels.close}
      description={product?.eyebrow}
      footer={footer}
      size="md"
    >
      {loadError ? (
        <Notification tone="error">{loadError}</Notification>
      ) : !product ? (
        <div role="status">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          <Skeleton variant="rect" height="120px" />
          <Skeleton lines={3} />
        </div>
      ) : (
        <Grid gap="md" data-testid="quick-shop">
          <div className={styles.head}>
            {image && (
              <img
                className={styles.image}
                src={cloudinaryUrl(image.url) || undefined}
                alt={image.alt}
              />
            )}
            <div>
              <Price
                price={variant?.price ?? product.price}
                currency={product.currency}
                locale={locale}
                labels={priceLabels}
              />
              {variant?.stockStatusLabel && (
                <p className={styles.eyebrow}>{variant.stockStatusLabel}</p>
              )}
              <a href={productHref}>{labels.details}</a>
              {renderFavorite ? <div>{renderFavorite(variant?.id)}</div> : null}
            </div>
          </div>
          {product.attributes.map((attribute) => (
            <OptionPicker
              key={attribute.type}
              mode="radio"
              attribute={attribute}
              labels={{ outOfStock: labels.unavailable, unavailable: labels.optionUnavailable }}
              {...(choice[attribute.type] ? { value: choice[attribute.type] } : {})}
              onChange={(value) => {
                setMessage(undefined);
                setChoice((current) => ({ ...current, [attribute.type]: value }));
              }}
              inStock={(value) =>
                optionInStock(
                  product,
                  choice,
                  attribute.type,
                  value,
                  product.isDigitalProduct || product.isRobisOnly,
                )
              }
            />
          ))}
          {message?.failed && <Notification tone="error">{message.text}</Notification>}
        </Grid>
      )}
    </Dialog>
  );
}
