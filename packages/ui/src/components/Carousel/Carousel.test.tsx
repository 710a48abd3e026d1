import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel.client';
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

describe('Carousel labels', () => {
  it('names the slides and arrows with the host’s words (templates filled in)', () => {
    const html = renderToString(
      <Carousel
        label="Vedettes"
        labels={{
          previous: 'Précédente',
          next: 'Suivante',
          slide: 'Diapositive {n} sur {total}',
          dots: 'Choisir une diapositive',
          roleDescription: 'carrousel',
          slideRoleDescription: 'diapositive',
        }}
      >
        <p>Un</p>
        <p>Deux</p>
      </Carousel>,
    );
    expect(html).toContain('aria-label="Diapositive 2 sur 2"');
    expect(html).toContain('aria-label="Précédente"');
    expect(html).toContain('aria-label="Suivante"');
    expect(html).toContain('aria-roledescription="carrousel"');
    expect(html.match(/aria-roledescription="diapositive"/g)).toHaveLength(2);
    expect(html.match(/data-slide=""/g)).toHaveLength(2);
    expect(html).not.toMatch(/aria-[a-z]+="[^"]*(slide|carousel)/i);
  });
});
