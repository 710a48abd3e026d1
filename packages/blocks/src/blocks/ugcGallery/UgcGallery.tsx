import { Heading, Inline, Link } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../registry/registry';
import type { GalleryLoadInput, GalleryMedia } from '../../services/editorial';
import { prefetchWithin } from '../articleGrid/prefetch';
import { UgcGalleryClient } from './islands.client';
import { logGalleryFailure } from './log';
import { galleryLabels, galleryUrlFor } from './rules';
import type { UgcGalleryFields } from './schema';
import * as styles from './UgcGallery.css';

function loadInput(fields: UgcGalleryFields): GalleryLoadInput {
  return {
    kind: fields.kind,
    containerId: fields.containerId,
    count: fields.count,
    ...(fields.filter ? { filter: fields.filter } : {}),
  };
}

function render(
  { fields, id, type, services }: BlockProps<UgcGalleryFields>,
  initialItems: GalleryMedia[] | undefined,
): ReactNode {
  const labels = galleryLabels(services);
  const url = galleryUrlFor(fields.galleryUrls, services.locale.path, fields.defaultLocale);
  const headingId = `${id}-title`;
  return (
    <section className={styles.root} data-block-type={type} data-gallery-kind={fields.kind}>
      {fields.title || url ? (
        <Inline gap="sm" align="baseline" justify="between">
          {fields.title ? (
            <Heading level={2} id={headingId}>
              {fields.title}
            </Heading>
          ) : null}
          {url ? <Link href={url}>{labels.viewAll}</Link> : null}
        </Inline>
      ) : null}
      <UgcGalleryClient
        blockId={id}
        layout={fields.layout}
        input={loadInput(fields)}
        labels={{
          loading: labels.loading,
          close: labels.close,
          carousel: fields.title ?? labels.carousel,
          photoBy: labels.photoBy,
          carouselLabels: labels.carouselLabels,
        }}
        {...(initialItems ? { initialItems } : {})}
      />
    </section>
  );
}

/**
 * The user-generated-content gallery block (spec 3 §3 "Other blocks", spec 3 §9 "Content
 * blocks", spec 2 §7 "Social media gallery service"): a section with the `title` and a link to
 * the full gallery of the shopper's locale (the `galleryUrls` entry, else `defaultLocale`'s),
 * and the island that loads the `containerId` media (filtered by `filter`) through the host's
 * `gallery` service — after 500 ms for the second service (`kind` `customer`). A failed load is
 * only logged: the section keeps its heading.
 *
 * With the host's server loader (`services.prefetch.gallery`, the storefront's server) the
 * first page is loaded where the page renders (either kind: the 500 ms delay is the browser's),
 * at most `prefetch.timeoutMs` (1500 ms by default), so the media are in the server HTML; a
 * failed or slow load is logged (`gallery.unavailable`) and the island loads in the browser.
 */
export function UgcGallery(props: BlockProps<UgcGalleryFields>): ReactNode | Promise<ReactNode> {
  const prefetch = props.services.prefetch;
  const gallery = prefetch?.gallery;
  if (!prefetch || !gallery) return render(props, undefined);
  const input = loadInput(props.fields);
  return prefetchWithin(
    async () => (await gallery.load(input)).items,
    prefetch,
    (error) => logGalleryFailure(props.services.log, props.id, input, error),
  ).then((items) => render(props, items));
}
