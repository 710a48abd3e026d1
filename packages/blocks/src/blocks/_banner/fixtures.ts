import { demoImage, demoProductImage } from '../../fixtures/media';

/**
 * Building blocks for banner fixtures (CMS JSON): demo media as `data:` URLs, so stories and
 * tests never reach the network. Images are content, so their colours are not theme tokens.
 */

const palettes = {
  dusk: { sky: '#2f4f4a', ground: '#1b2e2b', accent: '#e9b872' },
  night: { sky: '#1d2a44', ground: '#0f1626', accent: '#f4d58d' },
  forest: { sky: '#23402f', ground: '#12251a', accent: '#d9a05b' },
  snow: { sky: '#dfe8ee', ground: '#ffffff', accent: '#9fb7c9' },
} as const;

/** A demo image asset of the given size and palette. */
export function demoAsset(
  width: number,
  height: number,
  alt = '',
  palette: keyof typeof palettes = 'dusk',
) {
  return { url: demoImage(width, height, palettes[palette]), width, height, alt };
}

/** Demo media per breakpoint: portrait on sm, landscape on md and lg. */
export function demoMedia(palette: keyof typeof palettes = 'dusk', alt = '') {
  return {
    sm: demoAsset(750, 1000, alt, palette),
    md: demoAsset(1536, 900, alt, palette),
    lg: demoAsset(2400, 1000, alt, palette),
  };
}

/** Landscape demo media on every breakpoint (one file). */
export function demoLandscape(palette: keyof typeof palettes = 'dusk', alt = '') {
  return { sm: demoAsset(1200, 800, alt, palette) };
}

/** A product shot as single-breakpoint media. */
export function demoProductMedia(alt: string, tint = '#f3efe7') {
  return { sm: { url: demoProductImage(tint), width: 600, height: 600, alt } };
}

/** A small brand logo (the eyebrow logo) as a `data:` URL asset. */
export const demoLogo = {
  url: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" width="120" height="32"><rect width="120" height="32" rx="4" fill="#ffffff"/><path d="M10 24 L20 8 L30 24Z" fill="#1f5e3a"/><text x="38" y="21" font-family="Arial" font-size="13" font-weight="700" fill="#14221a">SUMMIT</text></svg>',
  )}`,
  width: 120,
  height: 32,
  alt: 'Summit Lab',
};

/** A video media asset: local sources (loaded only on play) over a poster image. */
export function demoVideo(autoplay = false) {
  return {
    type: 'video',
    sources: [{ url: '/media/banners/trail-loop.mp4', mimeType: 'video/mp4' }],
    poster: demoAsset(1600, 900, '', 'night'),
    title: 'A hiker crossing a ridge at night',
    autoplay,
    loop: true,
  };
}

/** Two calls to action. */
export const demoTargets = [
  { text: 'Shop women', url: '/c/women-1002', target: '_self' },
  { text: 'Shop men', url: '/c/men-1001', target: '_self' },
];

/** Promotion tracking of a demo banner (spec 3 §3 `promotionTracking`). */
export const demoTracking = {
  promotionId: 'promo-aw26-hero',
  promotionName: 'Autumn-winter 2026',
  creativeName: 'ridge-at-dusk',
};
