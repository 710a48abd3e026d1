/** Names of the theme surfaces a content block's background may use (see `surfaceTone`). */
export const surfaceTones = ['surface', 'surfaceMuted', 'surfaceInverse', 'primary'] as const;
/** One of {@link surfaceTones}. */
export type SurfaceTone = (typeof surfaceTones)[number];
/** Whether text on this surface is light (inverse headings, inverse buttons). */
export const isDarkTone = (tone: SurfaceTone) => tone === 'surfaceInverse' || tone === 'primary';
/** HTML heading level of a CMS `titleHeadingTag`. */
export const headingLevel = { h2: 2, h3: 3, h4: 4 } as const;
