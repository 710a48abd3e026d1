'use client';

import { useMemo } from 'react';
import { useTranslations } from 'use-intl';
import { type QuickShopLabels, quickShopLabelsFrom } from '../cart/components/QuickShop/labels';
import { type CartLabels, cartLabelsFrom } from '../cart/labels';
import { type CheckoutLabels, checkoutLabelsFrom } from '../checkout/flow/labels';
import {
  type OptionPickerLabels,
  optionPickerLabelsFrom,
} from '../product/components/OptionPicker/labels';
import {
  type CaptchaLabels,
  captchaLabelsFrom,
} from '../security/components/Captcha/captchaLabels';

/*
 * Hooks of client islands (design: "Messages"): each builds a component's labels from the
 * catalogue of the nearest use-intl provider (the storefront's `IntlIsland`, Storybook's
 * decorator), so only JSON messages cross the server/client boundary and the functions
 * (`itemCount(n)`) are made in the browser. Each takes the labels a caller passed, if any, and
 * returns them unchanged ("components take words"); the provider must hold the namespace.
 */

/** {@link CartLabels} of the `cart` namespace (or `own`). */
export function useCartLabels(own?: CartLabels): CartLabels {
  const t = useTranslations('cart');
  return useMemo(() => own ?? cartLabelsFrom(t), [own, t]);
}

/** {@link QuickShopLabels} of the `cart` namespace's `quickShop` group (or `own`). */
export function useQuickShopLabels(own?: QuickShopLabels): QuickShopLabels {
  const t = useTranslations('cart');
  return useMemo(() => own ?? quickShopLabelsFrom(t), [own, t]);
}

/** {@link OptionPickerLabels} of the `catalog` namespace's `optionPicker` group (or `own`). */
export function useOptionPickerLabels(own?: OptionPickerLabels): OptionPickerLabels {
  const t = useTranslations('catalog');
  return useMemo(() => own ?? optionPickerLabelsFrom(t), [own, t]);
}

/** {@link CheckoutLabels} of the `checkout` namespace (or `own`). */
export function useCheckoutLabels(own?: CheckoutLabels): CheckoutLabels {
  const t = useTranslations('checkout');
  return useMemo(() => own ?? checkoutLabelsFrom(t), [own, t]);
}

/** {@link CaptchaLabels} of the `checkout` namespace's `captcha` group (or `own`). */
export function useCaptchaLabels(own?: CaptchaLabels): CaptchaLabels {
  const t = useTranslations('checkout');
  return useMemo(() => own ?? captchaLabelsFrom(t), [own, t]);
}
