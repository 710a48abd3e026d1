'use client';

import { type MemberExpressSummary, memberExpressHref } from '@storefront/commerce';
import { MemberExpressCheckout, useCartController } from '@storefront/commerce/client';
import { useRouter } from 'next/navigation';
import { memberExpressCheckoutAction } from '../../../src/lib/checkout/memberExpress';

/**
 * The cart's member one-step checkout (spec 1 §4): {@link MemberExpressCheckout} over
 * `memberExpressCheckoutAction`. The prepared basket goes to the layout's basket store, then
 * the shopper opens the checkout at the summary; any failure (a refused call, the action not
 * reached) opens the shipping step with the reason code (`memberExpressHref`).
 */
export function CartMemberExpress({
  localePath,
  summary,
}: {
  localePath: string;
  summary: MemberExpressSummary;
}) {
  const router = useRouter();
  const cart = useCartController();
  return (
    <MemberExpressCheckout
      summary={summary}
      onExpress={async () => {
        try {
          const result = await memberExpressCheckoutAction();
          if (result.ok) cart.store.receive(result.basket);
          return { href: memberExpressHref(localePath, result) };
        } catch {
          return { href: memberExpressHref(localePath, { ok: false, code: 'GEN500' }) };
        }
      }}
      onNavigate={(href) => router.push(href)}
    />
  );
}
