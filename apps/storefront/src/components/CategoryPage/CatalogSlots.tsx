import type { StorefrontLocale } from '@storefront/api-contract';
import {
  type ContentDocument,
  defaultRegistry,
  getSlot,
  PromotionTracker,
  RenderBlocks,
} from '@storefront/blocks';
import type { ReactNode } from 'react';
import type { SearchParams } from '../../lib/preview';
import { PageServices } from '../PageServices';

/** The blocks of a catalogue page's content document, per slot (spec 3 §2 page kinds). */
export type CatalogSlotBlocks = Record<string, unknown[]>;

/** The named slots of a document (empty lists for a missing document or slot). */
export function slotsOf(
  document: ContentDocument | undefined,
  names: readonly string[],
): CatalogSlotBlocks {
  return Object.fromEntries(names.map((name) => [name, document ? getSlot(document, name) : []]));
}

/** Props of {@link CatalogSlotsProvider}. */
export interface CatalogSlotsProviderProps {
  locale: StorefrontLocale;
  /** URL path of the page (route service: page type, category or product id). */
  path: string;
  searchParams: SearchParams;
  preview: boolean;
  slots: CatalogSlotBlocks;
  /**
   * The products the page shows, for the decision call (spec 3 §7, spec 2 §9): a product page's
   * style or master id (`decisionProductIdOf`), a grid's tiles (`decisionGridProductIds`).
   */
  productIds?: readonly string[];
  children: (slot: (name: string) => ReactNode) => ReactNode;
}

/**
 * The block services of a catalogue page, decided on the server for every block of its slots
 * (design.md "Data flows"; `PageServices`: the guest's without segment conditions or
 * experiences, so the page reads no cookie; the shopper's otherwise), and a renderer per slot
 * for the page to place (above and below the grid, beside the product details), with the
 * page's products in the decision call. An empty slot renders nothing.
 */
export function CatalogSlotsProvider({
  locale,
  path,
  searchParams,
  preview,
  slots,
  productIds,
  children,
}: CatalogSlotsProviderProps) {
  const mode = preview ? 'preview' : 'production';
  return (
    <PageServices
      locale={locale}
      mode={mode}
      path={path}
      searchParams={searchParams}
      blocks={Object.values(slots).flat()}
      {...(productIds?.length ? { productIds } : {})}
    >
      {(services) => (
        <>
          {children((name: string) => {
            const blocks = slots[name] ?? [];
            return blocks.length > 0 ? (
              <div data-slot={name}>
                <RenderBlocks
                  blocks={blocks}
                  registry={defaultRegistry}
                  mode={mode}
                  services={services}
                />
              </div>
            ) : null;
          })}
          <PromotionTracker />
        </>
      )}
    </PageServices>
  );
}
