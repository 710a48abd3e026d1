import type { StorefrontLocale } from '@storefront/api-contract';
import type { BlockServices, RenderMode } from '@storefront/blocks';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import type { SearchParams } from '../../lib/preview';
import {
  type BlockServicesData,
  blocksNeedShopper,
  getBlockServicesData,
  guestServicesData,
  type ServicesRequest,
  toServerServices,
} from '../../lib/services/services';
import { StorefrontServicesProvider } from '../../lib/services/services.client';

/** Props of {@link PageServices}. */
export interface PageServicesProps {
  locale: StorefrontLocale;
  mode: RenderMode;
  /** URL path of the page without query, e.g. `/en-us/about`. */
  path: string;
  /** The page query (draft mode only: `draftQuery`; `{}` otherwise). */
  searchParams: SearchParams;
  /** Every block the page renders with these services (segments and experiences are read). */
  blocks: readonly unknown[];
  /** The products the page shows, for the decision call (spec 2 §9). */
  productIds?: readonly string[];
  /** The page's blocks rendered with the services (server-side services and their data). */
  children: (services: BlockServices) => ReactNode;
}

function render(data: BlockServicesData, children: PageServicesProps['children']) {
  return (
    <StorefrontServicesProvider data={data}>
      {children(toServerServices(data))}
    </StorefrontServicesProvider>
  );
}

async function ShopperServices({ children, ...request }: PageServicesProps) {
  const cookieStore = await cookies();
  const servicesRequest: ServicesRequest = {
    ...request,
    cookie: (name) => cookieStore.get(name)?.value,
  };
  return render(await getBlockServicesData(servicesRequest), children);
}

/**
 * The block services of a page's content (design.md "Data flows"), and its blocks rendered with
 * them under the client provider. A page whose blocks are the same for every shopper
 * (`blocksNeedShopper`: no segment conditions, no experiences) and is not in preview gets the
 * guest services and reads no cookie; one with segments or experiences, or in preview, gets the
 * shopper's own (session, consent, decisions: `getBlockServicesData`), decided before its HTML
 * is sent, so a shopper never sees the guest version first. (With cache components the guest
 * version would be the cached shell and the shopper's streamed in its place: ARCHITECTURE.md
 * §11.)
 */
export function PageServices(props: PageServicesProps) {
  if (props.mode !== 'preview' && !blocksNeedShopper(props.blocks)) {
    return render(guestServicesData(props.locale, props.path, props.mode), props.children);
  }
  return <ShopperServices {...props} />;
}
