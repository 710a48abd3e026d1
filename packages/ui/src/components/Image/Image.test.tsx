import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

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
});
