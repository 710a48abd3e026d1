import { Heading, Link } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import { galleryLabels, galleryUrlFor } from './rules';
import type { UgcGalleryFields } from './schema';
import * as styles from './UgcGallery.css';
import { UgcGalleryClient } from './UgcGalleryClient.client';

/**
 * The user-generated-content gallery block (spec 3 §3 "Other blocks", spec 3 §9 "Content
 * blocks", spec 2 §7 "Social media gallery service"): a section with the `title` and a link to
 * the full gallery of the shopper's locale (the `galleryUrls` entry, else `defaultLocale`'s),
 * and the island that loads the `containerId` media (filtered by `filter`) through the host's
 * `gallery` service — after 500 ms for the second service (`kind` `customer`). A failed load is
 * only logged: the section keeps its heading.
 */
export function UgcGallery({ fields, id, type, services }: BlockProps<UgcGalleryFields>) {
  const labels = galleryLabels(services.locale.tag);
  const url = galleryUrlFor(fields.galleryUrls, services.locale.path, fields.defaultLocale);
  const headingId = `${id}-title`;
  return (
    <section className={styles.root} data-block-type={type} data-gallery-kind={fields.kind}>
      {fields.title || url ? (
        <div className={styles.header}>
          {fields.title ? (
            <Heading level={2} id={headingId}>
              {fields.title}
            </Heading>
          ) : null}
          {url ? <Link href={url}>{labels.viewAll}</Link> : null}
        </div>
      ) : null}
      <UgcGalleryClient
        blockId={id}
        layout={fields.layout}
        input={{
          kind: fields.kind,
          containerId: fields.containerId,
          count: fields.count,
          ...(fields.filter ? { filter: fields.filter } : {}),
        }}
        labels={{
          loading: labels.loading,
          close: labels.close,
          carousel: fields.title ?? labels.carousel,
          photoBy: labels.photoBy,
        }}
      />
    </section>
  );
}
