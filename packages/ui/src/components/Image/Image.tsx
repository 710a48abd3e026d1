import { clsx } from 'clsx';
import { preload } from 'react-dom';
import { breakpoints } from '../../theme/breakpoints';
import { cloudinaryUrl } from './cloudinaryUrl';
import * as styles from './Image.css';

/** One image file: its URL and intrinsic size in px (used for the aspect ratio). */
export interface ImageSource {
  src: string;
  /** Intrinsic width in px. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
}

/**
 * An image per breakpoint (spec 3 §3: media per `sm`, `md`, `lg`). `sm` is required; a larger
 * breakpoint without its own source uses the next smaller one.
 */
export interface ImageSources {
  sm: ImageSource;
  md?: ImageSource;
  lg?: ImageSource;
}

/** Props of {@link Image}. */
export interface ImageProps {
  sources: ImageSources;
  /** Text alternative. `''` marks the image decorative (hidden from assistive technology). */
  alt: string;
  /** Native lazy loading; `lazy` by default. Ignored when `priority` is set. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's LCP image: preloaded (see {@link priorityPreloads}), loads eagerly
   * with `fetchpriority="high"` and sync decoding.
   */
  priority?: boolean;
  /** How the image fills a box whose height the container fixes; `cover` by default. */
  fit?: 'cover' | 'contain';
  /** The `sizes` attribute for every source, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  sizes?: string;
  className?: string;
}

const sourceMedia = {
  lg: `(min-width: ${breakpoints.lg}px)`,
  md: `(min-width: ${breakpoints.md}px)`,
} as const;

/**
 * The delivery URL of one source (spec 3 §5 "Image helper", §9): a Cloudinary upload URL gets
 * quality 50, sharpen 60 and twice the source's `width` (double resolution); any other valid
 * URL is kept; an invalid one gives `''`.
 */
export function imageSourceUrl(source: ImageSource): string {
  return cloudinaryUrl(source.src, { width: source.width });
}

/** One `<link rel="preload" as="image">` of a priority image: its file and viewport range. */
export interface ImagePreload {
  href: string;
  /** The viewport range in which the `<picture>` shows this file; none for every viewport. */
  media?: string;
}

/**
 * The preloads of a priority image (the page's LCP image is requested with the answer's
 * headers, not when the parser reaches the `<img>` far down a long page): one per source with a
 * valid URL to fetch (a `data:` URL is inline, there is nothing to fetch), each limited to the
 * viewport widths at which the `<picture>` shows it (from its `<source>`'s media: `lg` from
 * 1024 px, `md` from 768 px; up to the next larger source), so a viewport fetches only its own
 * file.
 * @param urls delivery URLs per breakpoint (`imageSourceUrl`); `''` for none or invalid
 * @example priorityPreloads({ sm: 'a.jpg', md: '', lg: 'c.jpg' })
 *   // [{ href: 'a.jpg', media: '(max-width: 1023.98px)' }, { href: 'c.jpg', media: '(min-width: 1024px)' }]
 */
export function priorityPreloads(urls: { sm: string; md: string; lg: string }): ImagePreload[] {
  const present = (['sm', 'md', 'lg'] as const).filter(
    (breakpoint) => urls[breakpoint] && !/^data:/i.test(urls[breakpoint]),
  );
  return present.map((breakpoint, index) => {
    const next = present[index + 1];
    const bounds = [
      breakpoint === 'sm' ? '' : sourceMedia[breakpoint],
      next ? `(max-width: ${breakpoints[next] - 0.02}px)` : '',
    ].filter(Boolean);
    return { href: urls[breakpoint], ...(bounds.length ? { media: bounds.join(' and ') } : {}) };
  });
}

/**
 * A responsive image without layout shift: a `<picture>` with one `<source media>` for each
 * larger breakpoint that has its own file and an `<img>` with the `sm` file. Every element
 * carries explicit `width`/`height`, so the browser reserves the box (aspect ratio from the
 * source size) before the file arrives. Lazy by default; `priority` for the LCP image and its
 * preloads: React writes those of a client component into the answer's `Link` header; those
 * of a Server Component reach the browser with the page's data, after the `<img>` itself.
 * Every source goes through {@link imageSourceUrl} (the image helper, spec 3 §5, §9): a
 * Cloudinary file is delivered at quality 50, sharpen 60, double resolution; a source whose URL
 * is invalid is left out (an invalid `sm` renders the `<img>` without `src`).
 */
export function Image({
  sources,
  alt,
  loading = 'lazy',
  priority = false,
  fit = 'cover',
  sizes,
  className,
}: ImageProps) {
  const { sm, md, lg } = sources;
  const smSrc = imageSourceUrl(sm);
  const mdSrc = md ? imageSourceUrl(md) : '';
  const lgSrc = lg ? imageSourceUrl(lg) : '';
  if (priority) {
    for (const { href, media } of priorityPreloads({ sm: smSrc, md: mdSrc, lg: lgSrc }))
      preload(href, { as: 'image', fetchPriority: 'high', media });
  }
  return (
    <picture className={clsx(styles.picture, className)}>
      {lg && lgSrc ? (
        <source
          media={sourceMedia.lg}
          srcSet={lgSrc}
          width={lg.width}
          height={lg.height}
          sizes={sizes}
        />
      ) : null}
      {md && mdSrc ? (
        <source
          media={sourceMedia.md}
          srcSet={mdSrc}
          width={md.width}
          height={md.height}
          sizes={sizes}
        />
      ) : null}
      <img
        className={clsx(styles.image, styles.fit[fit])}
        src={smSrc || undefined}
        width={sm.width}
        height={sm.height}
        alt={alt}
        sizes={sizes}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
