import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';
import * as styles from './Carousel.css';

const name = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*\)$/, '$1');

describe('Carousel server rendering', () => {
  const html = renderToString(
    <Carousel label="Featured" slidesPerView={{ sm: 1.5, lg: 4 }}>
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );

  it('already has the slide widths per breakpoint (no shift on hydration)', () => {
    expect(html).toContain(`${name(styles.slidesPerViewSm)}:1.5`);
    expect(html).toContain(`${name(styles.slidesPerViewMd)}:1.5`);
    expect(html).toContain(`${name(styles.slidesPerViewLg)}:4`);
  });

  it('renders the carousel and slide semantics', () => {
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Featured"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="2 of 3"');
  });

  it('starts with previous disabled and next enabled when not looping', () => {
    expect(html).toMatch(/<button[^>]*aria-label="Previous slide"[^>]*disabled=""/);
    expect(html).not.toMatch(/<button[^>]*aria-label="Next slide"[^>]*disabled=""/);
  });
});
