'use client';

import { clsx } from 'clsx';
import { Children, type CSSProperties, type ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Space } from '../../theme/tokens';
import { IconButton } from '../IconButton';
import * as styles from './Carousel.css';
import { resolveResponsive } from './carouselLogic';
import { useCarousel } from './useCarousel';

/** Words the carousel reads out; English by default. */
export interface CarouselLabels {
  previous: string;
  next: string;
  /** Name of a dot: scroll position `n` of `total`. */
  goTo: (n: number, total: number) => string;
  /** Name of a slide group: slide `n` of `total`. */
  slide: (n: number, total: number) => string;
  /** Name of the group of dots. */
  dots: string;
  pause: string;
  play: string;
}

const defaultLabels: CarouselLabels = {
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (n, total) => `Go to slide ${n} of ${total}`,
  slide: (n, total) => `${n} of ${total}`,
  dots: 'Choose slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
};

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. `Featured products`. */
  label: string;
  /** One slide per child. */
  children: ReactNode;
  /** Slides visible at once per breakpoint (fractions peek at the next slide); 1 by default. */
  slidesPerView?: Responsive<number>;
  /** Space between slides; `md` by default. */
  gap?: Space;
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
  autoplay?: false | { delayMs: number };
  /** Wrap around from the last slide to the first. */
  loop?: boolean;
  /** Slides moved per arrow click (spec 3 §9: e.g. 6 or 3); `'auto'`: as many as are visible. */
  slidesToScroll?: number | 'auto';
  labels?: Partial<CarouselLabels>;
  className?: string;
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline. */
const varName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*\)$/, '$1');

function display(
  value: Responsive<boolean> | undefined,
  fallback: boolean,
  shown: 'flex' | 'block',
) {
  const on = resolveResponsive(value, fallback);
  return sprinkles({
    display: { sm: on.sm ? shown : 'none', md: on.md ? shown : 'none', lg: on.lg ? shown : 'none' },
  });
}

/**
 * A carousel on embla (client component): slides in a labelled region
 * (`aria-roledescription="carousel"`), each a `group` "n of N"; arrows, dots that scroll to a
 * position (spec 3 §4), a progress bar, autoplay with a pause/play button, loop, and slides per
 * view per breakpoint — widths come from CSS variables per breakpoint, so the server-rendered
 * HTML already has them and nothing shifts on hydration.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  gap = 'md',
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
  const delayMs = autoplay ? autoplay.delayMs : 0;

  const carousel = useCarousel({ slideCount: count, loop, slidesToScroll, delayMs });
  const { selected, snapCount } = carousel;
  const perView = resolveResponsive(slidesPerView, 1);

  const style = {
    [varName(styles.slidesPerViewSm)]: String(perView.sm),
    [varName(styles.slidesPerViewMd)]: String(perView.md),
    [varName(styles.slidesPerViewLg)]: String(perView.lg),
    [varName(styles.slideGap)]: vars.space[gap],
    [varName(styles.progress)]: String(snapCount > 0 ? (selected + 1) / snapCount : 0),
  } as CSSProperties;
  const interactive = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx(styles.root, className)}
      style={style}
      {...carousel.rootHandlers}
    >
      {interactive && delayMs > 0 ? (
        <IconButton
          ref={carousel.toggleRef}
          label={carousel.playing ? text.pause : text.play}
          icon={carousel.playing ? 'pause' : 'play'}
          variant="secondary"
          size="sm"
          onClick={carousel.togglePlaying}
        />
      ) : null}
      <div className={styles.stage}>
        <div className={styles.viewport} ref={carousel.viewportRef}>
          <div className={styles.container} aria-live={carousel.running ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a slide is a div group, not a fieldset
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={text.slide(index + 1, count)}
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
              className={clsx(styles.arrow, styles.arrowPrev, display(showArrows, true, 'block'))}
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
              className={clsx(styles.arrow, styles.arrowNext, display(showArrows, true, 'block'))}
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
        <div className={styles.controls}>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields */}
          <div
            role="group"
            aria-label={text.dots}
            className={clsx(styles.dots, display(showDots, true, 'flex'))}
          >
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={text.goTo(index + 1, snapCount)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => carousel.scrollTo(index)}
              />
            ))}
          </div>
          <div
            className={clsx(styles.progressTrack, display(showProgress, false, 'block'))}
            aria-hidden="true"
          >
            <div className={styles.progressBar} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
