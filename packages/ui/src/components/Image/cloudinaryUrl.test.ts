import { describe, expect, it } from 'vitest';
import { cloudinaryUrl } from './cloudinaryUrl';

const upload = 'https://res.cloudinary.com/demo/image/upload/v1712/products/shoe.jpg';

describe('cloudinaryUrl (spec 3 §5, §9)', () => {
  it('inserts quality 50 and sharpen 60 by default', () => {
    expect(cloudinaryUrl(upload)).toBe(
      'https://res.cloudinary.com/demo/image/upload/q_50,e_sharpen:60/v1712/products/shoe.jpg',
    );
  });

  it('doubles the requested width (dpr 2)', () => {
    expect(cloudinaryUrl(upload, { width: 400 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_800,q_50,e_sharpen:60/v1712/products/shoe.jpg',
    );
  });

  it('honours explicit quality, sharpen and dpr', () => {
    expect(cloudinaryUrl(upload, { width: 300, quality: 80, sharpen: 100, dpr: 1.5 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_450,q_80,e_sharpen:100/v1712/products/shoe.jpg',
    );
  });

  it('falls back to defaults for invalid option values', () => {
    expect(cloudinaryUrl(upload, { width: -1, quality: Number.NaN, sharpen: 0, dpr: 0 })).toBe(
      'https://res.cloudinary.com/demo/image/upload/q_50,e_sharpen:60/v1712/products/shoe.jpg',
    );
  });

  it('keeps an existing transformation after the inserted one', () => {
    expect(
      cloudinaryUrl('https://res.cloudinary.com/demo/image/upload/c_fill,h_200/v1/a.png', {
        width: 100,
      }),
    ).toBe(
      'https://res.cloudinary.com/demo/image/upload/w_200,q_50,e_sharpen:60/c_fill,h_200/v1/a.png',
    );
  });

  it('returns other valid URLs unchanged', () => {
    expect(cloudinaryUrl('https://cdn.example.com/image/upload/a.jpg', { width: 10 })).toBe(
      'https://cdn.example.com/image/upload/a.jpg',
    );
    expect(cloudinaryUrl('https://res.cloudinary.com/demo/video/upload/v1/clip.mp4')).toBe(
      'https://res.cloudinary.com/demo/video/upload/v1/clip.mp4',
    );
    expect(cloudinaryUrl('/assets/demo/coast-1.svg')).toBe('/assets/demo/coast-1.svg');
    const inline =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(cloudinaryUrl(inline, { width: 10 })).toBe(inline);
    expect(cloudinaryUrl('blob:http://127.0.0.1:3000/5f1c')).toBe(
      'blob:http://127.0.0.1:3000/5f1c',
    );
  });

  it('returns an empty string for invalid input', () => {
    expect(cloudinaryUrl('')).toBe('');
    expect(cloudinaryUrl('   ')).toBe('');
    expect(cloudinaryUrl('not a url')).toBe('');
    expect(cloudinaryUrl('javascript:alert(1)')).toBe('');
    expect(cloudinaryUrl('data:text/html,<script>alert(1)</script>')).toBe('');
    expect(cloudinaryUrl('//res.cloudinary.com/demo/image/upload/a.jpg')).toBe('');
    expect(cloudinaryUrl(undefined)).toBe('');
    expect(cloudinaryUrl(null)).toBe('');
    expect(cloudinaryUrl(42)).toBe('');
    expect(cloudinaryUrl({ url: upload })).toBe('');
  });
});
