import type { OptionLinkComponent } from '@storefront/commerce';
import NextLink from 'next/link';

/**
 * A variant option link for the product page: a client-side navigation that keeps the scroll
 * position and replaces the history entry (choosing sizes does not fill the back button).
 */
export const VariantLink: OptionLinkComponent = ({ href, ...props }) => (
  <NextLink href={href} scroll={false} replace prefetch={false} {...props} />
);
