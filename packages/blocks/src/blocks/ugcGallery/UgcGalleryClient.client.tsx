'use client';

import { Carousel, cloudinaryUrl, Dialog, Skeleton } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import type { GalleryLoadInput, GalleryMedia } from '../../services/editorial';
import type { BlockCarouselLabels } from '../_carousel/labels';
import { logGalleryFailure } from './log';
import { galleryInitDelayMs } from './rules';
import * as styles from './UgcGallery.css';

export { logGalleryFailure } from './log';

/** Props of {@link UgcGalleryClient}: serialisable only (it is a client island). */
export interface UgcGalleryClientProps {
  blockId: string;
  input: GalleryLoadInput;
  layout: 'carousel' | 'grid';
  labels: {
    loading: string;
    close: string;
    carousel: string;
    photoBy: string;
    carouselLabels: BlockCarouselLabels;
  };
  /** The first page's media loaded on the server: shown at once, not loaded again. */
  initialItems?: GalleryMedia[];
}

type State =
  | { stage: 'waiting' | 'loading' }
  | { stage: 'loaded'; items: GalleryMedia[] }
  | { stage: 'empty' | 'failed' | 'unavailable' };

/**
 * The gallery island: after the kind's init delay (0 ms, or 500 ms for the second gallery
 * service, spec 3 §9) it loads the media through the host's `gallery` service, showing
 * skeleton tiles meanwhile; then a carousel or grid of image buttons (accessible name: the
 * media's alt text) that open the item in the ui Dialog with its caption and author. Without
 * the service, with no media or on a failure (logged only) it renders nothing. With
 * `initialItems` (loaded on the server) the media are shown at once and not loaded again.
 */
export function UgcGalleryClient({
  blockId,
  input,
  layout,
  labels,
  initialItems,
}: UgcGalleryClientProps) {
  const { gallery, log } = useBlockServices();
  const [state, setState] = useState<State>(() => {
    if (initialItems) {
      return initialItems.length > 0
        ? { stage: 'loaded', items: initialItems }
        : { stage: 'empty' };
    }
    return { stage: gallery ? 'waiting' : 'unavailable' };
  });
  const [open, setOpen] = useState<GalleryMedia | null>(null);
  const { kind, containerId, filter, count } = input;
  const inputKey = `${kind}|${containerId}|${filter ?? ''}|${count}`;
  // What the shown media were loaded for (the server's page), so they are not loaded twice.
  const shown = useRef<{ gallery: typeof gallery; key: string } | null>(
    initialItems ? { gallery, key: inputKey } : null,
  );

  useEffect(() => {
    const { current } = shown;
    if (current && current.gallery === gallery && current.key === inputKey) return;
    shown.current = null;
    if (!gallery) {
      setState({ stage: 'unavailable' });
      return;
    }
    let active = true;
    const request: GalleryLoadInput = { kind, containerId, count, ...(filter ? { filter } : {}) };
    setState({ stage: 'waiting' });
    const timer = window.setTimeout(() => {
      setState({ stage: 'loading' });
      gallery.load(request).then(
        (page) => {
          if (!active) return;
          setState(
            page.items.length > 0 ? { stage: 'loaded', items: page.items } : { stage: 'empty' },
          );
        },
        (error: unknown) => {
          if (!active) return;
          logGalleryFailure(log, blockId, request, error);
          setState({ stage: 'failed' });
        },
      );
    }, galleryInitDelayMs(kind));
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [gallery, blockId, kind, containerId, filter, count, inputKey, log]);

  if (state.stage === 'waiting' || state.stage === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true" data-gallery-state={state.stage}>
        <span role="status" className={styles.visuallyHidden}>
          {labels.loading}
        </span>
        {Array.from({ length: Math.min(count, 6) }, (_, i) => (
          <Skeleton key={i} variant="rect" height="auto" className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (state.stage !== 'loaded') return null;

  const tiles = state.items.map((item) => (
    <button
      key={item.id}
      type="button"
      className={styles.tile}
      onClick={() => setOpen(item)}
      data-media-id={item.id}
    >
      <img
        className={styles.tileImage}
        src={cloudinaryUrl(item.imageUrl, { width: item.width }) || undefined}
        alt={item.altText}
        width={item.width}
        height={item.height}
        loading="lazy"
      />
    </button>
  ));

  return (
    <>
      {layout === 'grid' ? (
        <ul className={styles.grid}>
          {tiles.map((tile) => (
            <li key={tile.key}>{tile}</li>
          ))}
        </ul>
      ) : (
        <Carousel
          label={labels.carousel}
          labels={labels.carouselLabels}
          slidesPerView={{ sm: 2.2, md: 4, lg: 6 }}
          gap={{ sm: 'sm' }}
          showDots={{ sm: false, md: false, lg: false }}
          showArrows={{ sm: false, md: true, lg: true }}
        >
          {tiles}
        </Carousel>
      )}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title={open ? labels.photoBy.replace('{user}', open.username) : labels.carousel}
        closeLabel={labels.close}
        size="lg"
      >
        {open ? (
          <figure>
            <img
              className={styles.dialogImage}
              src={cloudinaryUrl(open.imageUrl, { width: open.width }) || undefined}
              alt={open.altText}
              width={open.width}
              height={open.height}
            />
            <figcaption className={styles.caption}>{open.caption}</figcaption>
          </figure>
        ) : null}
      </Dialog>
    </>
  );
}
