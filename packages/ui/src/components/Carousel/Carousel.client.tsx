'use client';

import { clsx } from 'clsx';
import { Children, type CSSProperties, type ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { responsiveClasses } from '../../theme/flow';
import { displayAt } from '../../theme/flow.css';
import type { Space } from '../../theme/tokens';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';
import {
  type CarouselLayout,
  type CountLabel,
  countLabel,
  resolveOptionalResponsive,
  resolveResponsive,
} from './carouselLogic';
import { useCarousel } from './useCarousel.client';

/**
 * Words the carousel reads out; English by default. ui knows no locale: the host passes its
 * language's words (every one may be a plain string, so a server component can pass them).
 */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of a dot: scroll position `n` of `total` (template: `{n}`, `{total}`). */
  goTo: CountLabel;
  /** Name of a slide group: slide `n` of `total` (template: `{n}`, `{total}`). */
  slide: CountLabel;
  /** Name of the group of dots. */
  dots: string;
  pause: string;
  play: string;
  /** What the region is, read out before its name (`aria-roledescription`): `carousel`. */
  roleDescription: string;
  /** What a slide is (`aria-roledescription` of each slide group): `slide`. */
  slideRoleDescription: string;
}

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n} of {total}',
  slide: '{n} of {total}',
  dots: 'Choose slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
};

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. `Featured products`. */
  label: string;
  /** One slide per child. */
  children: ReactNode;
  /** Slides visible at once per breakpoint (fractions peek at the next slide); 1 by default. */
  slidesPerView?: Responsive<number>;
  /** Space between slides (and grid rows), per breakpoint; `md` by default. */
  gap?: Responsive<Space>;
  /**
   * Slide width per breakpoint as a CSS length (e.g. `19.25rem`, spec 3 §3 `slideWidth`); where
   * set it replaces `slidesPerView`.
   */
  slideWidth?: Responsive<string>;
  /** Largest slide width per breakpoint as a CSS length (spec 3 §3 `slideMaxWidth`). */
  slideMaxWidth?: Responsive<string>;
  /**
   * A scrolling row (`carousel`, default) or a wrapping grid per breakpoint (spec 3 §3 Collection
   * breakpoint `type`). A grid has `slidesPerView` columns, no drag, no arrows, dots or progress.
   */
  layout?: Responsive<CarouselLayout>;
  /** Where the selected slide rests: `start` (default) or `center` (a highlighted centre slide). */
  align?: 'start' | 'center';
  /** Previous/next arrows per breakpoint; shown by default. Disabled at the ends unless `loop`. */
  showArrows?: Responsive<boolean>;
  /** Dots that scroll to a position (spec 3 §4); shown by default. */
  showDots?: Responsive<boolean>;
  /** Progress bar of the position; hidden by default. */
  showProgress?: Responsive<boolean>;
  /**
   * Automatic rotation every `delayMs` ms (spec 3 §9: the CMS's seconds × 1000); off by default.
   * Pauses on hover and while focus is inside, starts stopped when the shopper prefers reduced
   * motion, and always comes with a pause/play button (WCAG 2.2.2).
   */
  autoplay?: false | { delayMs: Responsive<number> };
  /** Wrap around from the last slide to the first, per breakpoint. */
  loop?: Responsive<boolean>;
  /**
   * Slides moved per arrow click per breakpoint (spec 3 §9: e.g. 6 or 3); `'auto'`: as many as
   * are visible.
   */
  slidesToScroll?: Responsive<number | 'auto'>;
  /** The words in the page's language (English where left out). */
  labels?: Partial<CarouselLabels>;
  className?: string;
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline. */
const varName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*\)$/, '$1');

function display(
  value: Responsive<boolean> | undefined,
  fallback: boolean,
  shown: 'flex' | 'block',
  where: Record<'sm' | 'md' | 'lg', boolean> = { sm: true, md: true, lg: true },
) {
  const set = resolveResponsive(value, fallback);
  const on = { sm: set.sm && where.sm, md: set.md && where.md, lg: set.lg && where.lg };
  return responsiveClasses(
    { sm: on.sm ? shown : 'none', md: on.md ? shown : 'none', lg: on.lg ? shown : 'none' },
    displayAt,
  );
}

/**
 * A carousel on embla (client component): slides in a labelled region
 * (`aria-roledescription="carousel"`), each a `group` "n of N"; arrows, dots that scroll to a
 * position (spec 3 §4), a progress bar, autoplay with a pause/play button, loop, and slides per
 * view, slide width / max width, gap, loop, slides per click, autoplay delay and carousel-or-grid
 * layout per breakpoint (spec 3 §3 Collection breakpoints) — widths and layout come from CSS
 * variables per breakpoint, so the server-rendered HTML already has them and nothing shifts on
 * hydration. Every slide carries `data-slide` (a styling hook that does not change with the
 * language, unlike its role description), the selected one `data-selected="true"` (for a
 * highlighted centre slide).
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  gap = 'md',
  slideWidth,
  slideMaxWidth,
  layout,
  align = 'start',
  showArrows,
  showDots,
  showProgress,
  autoplay = false,
  loop = false,
  slidesToScroll = 1,
  labels,
  className,
}: CarouselProps) {
  const text = { ...defaultLabels, ...labels };
  const slides = Children.toArray(children);
  const count = slides.length;
  const delayMs = resolveResponsive(autoplay ? autoplay.delayMs : 0, 0);
  const layouts = resolveResponsive(layout, 'carousel');
  const moving = {
    sm: layouts.sm === 'carousel',
    md: layouts.md === 'carousel',
    lg: layouts.lg === 'carousel',
  };

  const carousel = useCarousel({
    slideCount: count,
    loop: resolveResponsive(loop, false),
    slidesToScroll: resolveResponsive(slidesToScroll, 1),
    layout: layouts,
    delayMs,
    align,
  });
  const { selected, snapCount } = carousel;
  const perView = resolveResponsive(slidesPerView, 1);
  const gaps = resolveResponsive(gap, 'md');
  const widths = resolveOptionalResponsive(slideWidth);
  const maxWidths = resolveOptionalResponsive(slideMaxWidth);
  // An explicit width covers the slide's content; the trailing gap is added on top.
  const plusGap = (length: string | undefined) =>
    length ? `calc(${length} + ${styles.slideGap})` : undefined;

  const style = {
    [varName(styles.slidesPerViewSm)]: String(perView.sm),
    [varName(styles.slidesPerViewMd)]: String(perView.md),
    [varName(styles.slidesPerViewLg)]: String(perView.lg),
    [varName(styles.slideGapSm)]: vars.space[gaps.sm],
    [varName(styles.slideGapMd)]: vars.space[gaps.md],
    [varName(styles.slideGapLg)]: vars.space[gaps.lg],
    [varName(styles.slideWidthSm)]: plusGap(widths.sm),
    [varName(styles.slideWidthMd)]: plusGap(widths.md),
    [varName(styles.slideWidthLg)]: plusGap(widths.lg),
    [varName(styles.slideMaxWidthSm)]: plusGap(maxWidths.sm),
    [varName(styles.slideMaxWidthMd)]: plusGap(maxWidths.md),
    [varName(styles.slideMaxWidthLg)]: plusGap(maxWidths.lg),
    [varName(styles.wrapSm)]: moving.sm ? 'nowrap' : 'wrap',
    [varName(styles.wrapMd)]: moving.md ? 'nowrap' : 'wrap',
    [varName(styles.wrapLg)]: moving.lg ? 'nowrap' : 'wrap',
    [varName(styles.progress)]: String(snapCount > 0 ? (selected + 1) / snapCount : 0),
  } as CSSProperties;
  const interactive = count > 1;
  const autoplayAt = {
    sm: moving.sm && delayMs.sm > 0,
    md: moving.md && delayMs.md > 0,
    lg: moving.lg && delayMs.lg > 0,
  };

  return (
    <section
      aria-roledescription={text.roleDescription}
      aria-label={label}
      className={clsx(styles.root, className)}
      style={style}
      {...carousel.rootHandlers}
    >
      {interactive && (autoplayAt.sm || autoplayAt.md || autoplayAt.lg) ? (
        <div className={display(true, true, 'block', autoplayAt)}>
          <IconButton
            ref={carousel.toggleRef}
            label={carousel.playing ? text.pause : text.play}
            icon={carousel.playing ? 'pause' : 'play'}
            variant="secondary"
            size="sm"
            onClick={carousel.togglePlaying}
          />
        </div>
      ) : null}
      <div className={styles.stage}>
        <div className={styles.viewport} ref={carousel.viewportRef}>
          <div className={styles.container} aria-live={carousel.running ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a slide is a div group, not a fieldset
              <div
                key={index}
                role="group"
                aria-roledescription={text.slideRoleDescription}
                data-slide=""
                aria-label={countLabel(text.slide, index + 1, count)}
                data-selected={index === selected ? 'true' : undefined}
                className={styles.slide}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {interactive ? (
          <>
            <div
              className={clsx(
                styles.arrow,
                styles.arrowPrev,
                display(showArrows, true, 'block', moving),
              )}
            >
              <IconButton
                label={text.previous}
                icon="chevron-left"
                variant="secondary"
                disabled={!carousel.canPrev}
                onClick={carousel.scrollPrev}
              />
            </div>
            <div
              className={clsx(
                styles.arrow,
                styles.arrowNext,
                display(showArrows, true, 'block', moving),
              )}
            >
              <IconButton
                label={text.next}
                icon="chevron-right"
                variant="secondary"
                disabled={!carousel.canNext}
                onClick={carousel.scrollNext}
              />
            </div>
          </>
        ) : null}
      </div>
      {interactive ? (
        <div className={clsx(styles.controls, display(true, true, 'flex', moving))}>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields */}
          <div
            role="group"
            aria-label={text.dots}
            className={clsx(styles.dots, display(showDots, true, 'flex', moving))}
          >
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={countLabel(text.goTo, index + 1, snapCount)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => carousel.scrollTo(index)}
              />
            ))}
          </div>
          <div
            className={clsx(styles.progressTrack, display(showProgress, false, 'block', moving))}
            aria-hidden="true"
          >
            <div className={styles.progressBar} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
