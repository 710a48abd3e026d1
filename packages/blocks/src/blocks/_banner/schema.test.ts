import { bannerLabels } from './labels';
import { bannerMediaSchema, bannerSchema, resolveResponsive, safeUrlSchema } from './schema';

describe('resolveResponsive', () => {
  it('inherits mobile first and falls back to the default', () => {
    expect(resolveResponsive(undefined, 'left')).toEqual({ sm: 'left', md: 'left', lg: 'left' });
    expect(resolveResponsive('center', 'left')).toEqual({
      sm: 'center',
      md: 'center',
      lg: 'center',
    });
    expect(resolveResponsive({ md: 'right' }, 'left')).toEqual({
      sm: 'left',
      md: 'right',
      lg: 'right',
    });
  });
});

describe('safeUrlSchema', () => {
  it.each(['/c/women-1002', '#top', '?page=2', 'https://example.com', 'mailto:a@b.c', 'tel:+1'])(
    'accepts %s',
    (url) => expect(safeUrlSchema.safeParse(url).success).toBe(true),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example'])(
    'rejects %s',
    (url) => expect(safeUrlSchema.safeParse(url).success).toBe(false),
  );
});

describe('bannerMediaSchema', () => {
  it('takes images and videos per breakpoint', () => {
    const parsed = bannerMediaSchema.parse({
      sm: { url: '/a.svg', width: 10, height: 10 },
      lg: {
        type: 'video',
        sources: [{ url: '/a.mp4' }],
        poster: { url: '/p.svg', width: 16, height: 9 },
        autoplay: 'yes',
      },
    });
    expect(parsed.sm).toMatchObject({ alt: '' });
    expect(parsed.lg).toMatchObject({
      type: 'video',
      sources: [{ url: '/a.mp4', mimeType: 'video/mp4' }],
      autoplay: false,
      loop: true,
    });
  });

  it('rejects a video without sources', () => {
    const result = bannerMediaSchema.safeParse({
      sm: { type: 'video', sources: [], poster: { url: '/p.svg', width: 1, height: 1 } },
    });
    expect(result.success).toBe(false);
  });
});

describe('bannerSchema', () => {
  it('keeps only known breakpoints in gradientBreakpoints and hideOnBreakpoint', () => {
    const parsed = bannerSchema.parse({
      title: 'x',
      gradientBreakpoints: ['lg', 'xl', 'sm'],
      hideOnBreakpoint: 'md',
      bottomMargins: { sm: 'huge', lg: 'xl' },
    });
    expect(parsed.gradientBreakpoints).toEqual(['sm', 'lg']);
    expect(parsed.hideOnBreakpoint).toEqual([]);
    expect(parsed.bottomMargins).toEqual({ lg: 'xl' });
  });

  it('drops bad promotionTracking instead of failing the banner', () => {
    expect(bannerSchema.parse({ title: 'x', promotionTracking: 'promo' }).promotionTracking).toBe(
      undefined,
    );
  });
});

describe('bannerLabels', () => {
  it('takes the host’s words and English for what they lack', () => {
    const fr = { banner: { play: 'Lire la vidéo' } };
    const locale = { tag: 'fr-CA', currency: 'CAD' };
    expect(bannerLabels({ locale, messages: fr })).toEqual({
      play: 'Lire la vidéo',
      pause: 'Pause video',
    });
    expect(bannerLabels({ locale: { tag: 'de-DE', currency: 'EUR' } }).play).toBe('Play video');
  });
});
