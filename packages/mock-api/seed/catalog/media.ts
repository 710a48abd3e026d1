import type { SeedColor } from './palette';

/**
 * Hand-written SVG product illustrations (400 × 400), recoloured per colour. Written to
 * `seed/media/products/{kind}-{colour}.svg` by `writeMedia.ts`; served at `/media/products/`.
 */

/** Illustration families. */
export const productKinds = [
  'boot',
  'runner',
  'sandal',
  'sneaker',
  'jacket',
  'hoodie',
  'tee',
  'pants',
  'cap',
  'socks',
  'pack',
  'bottle',
  'giftcard',
] as const;
/** An illustration family. */
export type ProductKind = (typeof productKinds)[number];

type Shape = (c: SeedColor) => string;

const shapes: Record<ProductKind, Shape> = {
  boot: (c) => `<path d="M120 80h90v150l110 40c20 8 30 22 30 40v20H70v-60l50-30z" fill="${c.hex}"/>
  <path d="M70 310h280v30H70z" fill="${c.accent}"/>
  <path d="M140 110h50M140 140h50M140 170h50M140 200h50" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  runner: (
    c,
  ) => `<path d="M80 200c40-10 80-60 110-60 20 0 30 40 60 50l70 20c20 6 30 20 30 40v20H60v-40c0-15 8-26 20-30z" fill="${c.hex}"/>
  <path d="M60 270h290v30c0 10-8 18-18 18H78c-10 0-18-8-18-18z" fill="${c.accent}"/>
  <path d="M170 170l40 40M190 160l40 40" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  sandal: (c) => `<path d="M60 280h290c10 0 18 8 18 18v12H60z" fill="${c.accent}"/>
  <path d="M110 280c10-60 50-90 80-90s70 30 80 90" fill="none" stroke="${c.hex}" stroke-width="22"/>
  <path d="M210 280c0-40 20-70 50-80" fill="none" stroke="${c.hex}" stroke-width="18"/>`,
  sneaker: (
    c,
  ) => `<path d="M70 210c30 0 70-50 120-50 30 0 40 30 80 40l60 15c15 4 25 18 25 34v21H60v-45c0-8 4-15 10-15z" fill="${c.hex}"/>
  <path d="M60 275h290v25H60z" fill="${c.accent}"/>
  <circle cx="150" cy="220" r="14" fill="${c.accent}"/>`,
  jacket: (
    c,
  ) => `<path d="M150 70h100l70 40 30 170h-50l-10-110v190H110V170l-10 110H50l30-170z" fill="${c.hex}"/>
  <path d="M200 80v270" stroke="${c.accent}" stroke-width="8"/>
  <path d="M150 70c10 30 90 30 100 0" fill="none" stroke="${c.accent}" stroke-width="8"/>`,
  hoodie: (
    c,
  ) => `<path d="M140 90c0-40 120-40 120 0l60 30 30 160h-50l-10-100v180H110V180l-10 100H50l30-160z" fill="${c.hex}"/>
  <path d="M160 100c10 40 70 40 80 0" fill="none" stroke="${c.accent}" stroke-width="8"/>
  <path d="M150 260h100v40H150z" fill="${c.accent}" opacity="0.6"/>`,
  tee: (c) => `<path d="M150 80h100l90 50-30 60-40-20v180H130V170l-40 20-30-60z" fill="${c.hex}"/>
  <path d="M170 82c10 20 50 20 60 0" fill="none" stroke="${c.accent}" stroke-width="8"/>`,
  pants: (c) => `<path d="M130 60h140l20 300h-70l-20-220-20 220h-70z" fill="${c.hex}"/>
  <path d="M130 60h140v24H130z" fill="${c.accent}"/>`,
  cap: (c) => `<path d="M100 240c0-80 50-120 100-120s100 40 100 120z" fill="${c.hex}"/>
  <path d="M90 240h240c20 0 20 30 0 30H90z" fill="${c.accent}"/>
  <circle cx="200" cy="122" r="10" fill="${c.accent}"/>`,
  socks: (
    c,
  ) => `<path d="M160 60h80v190l60 40c25 17 10 60-20 50l-110-40c-10-4-10-14-10-24z" fill="${c.hex}"/>
  <path d="M160 60h80v30h-80z" fill="${c.accent}"/>`,
  pack: (c) => `<rect x="120" y="80" width="160" height="250" rx="50" fill="${c.hex}"/>
  <rect x="145" y="200" width="110" height="90" rx="20" fill="${c.accent}"/>
  <path d="M160 80c0-30 80-30 80 0" fill="none" stroke="${c.accent}" stroke-width="10"/>`,
  bottle: (c) => `<rect x="160" y="110" width="80" height="220" rx="24" fill="${c.hex}"/>
  <rect x="175" y="70" width="50" height="44" rx="8" fill="${c.accent}"/>`,
  giftcard: (c) => `<rect x="60" y="110" width="280" height="180" rx="18" fill="${c.hex}"/>
  <path d="M230 110v180M60 200h280" stroke="${c.accent}" stroke-width="14"/>
  <path d="M230 200c-30-40-60-30-40-10M230 200c30-40 60-30 40-10" fill="none" stroke="${c.accent}" stroke-width="8"/>`,
};

/** Media path (relative to `/media/`) of a kind in a colour. */
export function productImagePath(kind: ProductKind, color: string): string {
  return `products/${kind}-${color}.svg`;
}

/** The SVG document of a kind in a colour, with a `<title>` for assistive tech. */
export function productSvg(kind: ProductKind, color: SeedColor, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t">
  <title id="t">${title}</title>
  <rect width="400" height="400" fill="#f4f1ec"/>
  ${shapes[kind](color)}
</svg>
`;
}
