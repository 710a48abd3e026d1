import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, priorityPreloads } from './Image';

const cloud = (file: string) => `https://res.cloudinary.com/demo/image/upload/v1/${file}`;

describe('Image and the image helper (spec 3 §5, §9)', () => {
  it('delivers every Cloudinary source at quality 50, sharpen 60 and double resolution', () => {
    const { container } = render(
      <Image
        alt="Trail shoe"
        sources={{
          sm: { src: cloud('sm.jpg'), width: 400, height: 300 },
          md: { src: cloud('md.jpg'), width: 800, height: 600 },
          lg: { src: cloud('lg.jpg'), width: 1200, height: 900 },
        }}
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_800,q_50,e_sharpen:60/v1/sm.jpg',
    );
    // The box keeps the declared size: only the delivered file doubles.
    expect(img?.getAttribute('width')).toBe('400');
    const srcSets = [...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
    expect(srcSets).toEqual([
      'https://res.cloudinary.com/demo/image/upload/w_2400,q_50,e_sharpen:60/v1/lg.jpg',
      'https://res.cloudinary.com/demo/image/upload/w_1600,q_50,e_sharpen:60/v1/md.jpg',
    ]);
  });

  it('keeps any other valid URL as it is', () => {
    const { container } = render(
      <Image alt="" sources={{ sm: { src: '/images/demo/hero.jpg', width: 10, height: 10 } }} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/demo/hero.jpg');
  });

  it('leaves out a source whose URL is invalid, and renders no src for an invalid sm', () => {
    const { container } = render(
      <Image
        alt=""
        sources={{
          sm: { src: 'javascript:alert(1)', width: 10, height: 10 },
          lg: { src: '//evil.example/x.jpg', width: 10, height: 10 },
        }}
      />,
    );
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('preloads a priority image: each file for the viewports where the picture shows it', () => {
    expect(priorityPreloads({ sm: 's.jpg', md: 'm.jpg', lg: 'l.jpg' })).toEqual([
      { href: 's.jpg', media: '(max-width: 767.98px)' },
      { href: 'm.jpg', media: '(min-width: 768px) and (max-width: 1023.98px)' },
      { href: 'l.jpg', media: '(min-width: 1024px)' },
    ]);
    expect(priorityPreloads({ sm: 's.jpg', md: '', lg: 'l.jpg' })).toEqual([
      { href: 's.jpg', media: '(max-width: 1023.98px)' },
      { href: 'l.jpg', media: '(min-width: 1024px)' },
    ]);
    expect(priorityPreloads({ sm: 's.jpg', md: '', lg: '' })).toEqual([{ href: 's.jpg' }]);
    // An inline file has nothing to fetch; a page never preloads a data: URL.
    expect(priorityPreloads({ sm: 'data:image/svg+xml,x', md: '', lg: 'l.jpg' })).toEqual([
      { href: 'l.jpg', media: '(min-width: 1024px)' },
    ]);
    // An invalid sm is not fetched below md (the <img> has no src there).
    expect(priorityPreloads({ sm: '', md: 'm.jpg', lg: '' })).toEqual([
      { href: 'm.jpg', media: '(min-width: 768px)' },
    ]);
  });

  it('writes the preloads into the server HTML for a priority image only', () => {
    const sources = {
      sm: { src: cloud('sm.jpg'), width: 400, height: 300 },
      lg: { src: cloud('lg.jpg'), width: 1200, height: 900 },
    };
    const html = renderToString(<Image alt="" priority sources={sources} />);
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(2);
    expect(preloads[0]).toContain('href="https://res.cloudinary.com/demo/image/upload/w_800');
    expect(preloads[0]).toContain('media="(max-width: 1023.98px)"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(preloads[1]).toContain('media="(min-width: 1024px)"');
    expect(renderToString(<Image alt="" sources={sources} />)).not.toContain('rel="preload"');
  });
});
