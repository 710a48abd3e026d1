import { defaultRegistry, getSlot, RenderBlocks } from '@storefront/blocks';
import { cartLabelsFor } from '@storefront/commerce';
import { Container } from '@storefront/ui';
import type { Metadata } from 'next';
import { requireLocale } from '../../../src/lib/locale';
import { shellServicesData } from '../../../src/lib/navigationShell';
import { toServerServices } from '../../../src/lib/services';
import { CartPageClient } from './CartPage.client';
import { cartContent, cartStores } from './cartData';
import * as styles from './page.css';

/** The page title in the locale's words (`Panier` in fr-ca); never indexed. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return { title: cartLabelsFor(locale.path).cart, robots: { index: false } };
}

/**
 * The cart page `/{lang}-{region}/cart` (spec 1 §2): the content slots of the
 * `augmentedpage/{siteId}/cart` document (`top` then `main` above the items, `bottom` under the summary,
 * through the block renderer) around the cart view, with the stores for pickup and
 * ship-to-store. The basket itself is loaded by the client through the cart server actions
 * (tokens stay in httpOnly cookies).
 */
export default async function CartRoute({ params }: { params: Promise<{ locale: string }> }) {
  const locale = requireLocale((await params).locale);
  const [content, stores] = await Promise.all([cartContent(locale), cartStores(locale)]);
  const services = toServerServices(shellServicesData(locale));
  const slot = (...names: string[]) => {
    const blocks = names.flatMap((name) => getSlot(content, name));
    return blocks.length > 0 ? (
      <RenderBlocks
        blocks={blocks}
        registry={defaultRegistry}
        mode="production"
        services={services}
      />
    ) : undefined;
  };
  return (
    <Container className={styles.page}>
      <CartPageClient
        localePath={locale.path}
        localeTag={locale.tag}
        stores={stores}
        slotTop={slot('top', 'main')}
        slotBottom={slot('bottom')}
      />
    </Container>
  );
}
