import type { ProductImage } from '@storefront/api-contract';

/**
 * The images of a colour (images per colour, spec 3 §3): those tagged with the colour, else
 * every image (a product without colour images).
 */
export function galleryImages(
  images: readonly ProductImage[],
  colour: string | undefined,
): ProductImage[] {
  const own = colour ? images.filter((image) => image.color === colour) : [];
  return own.length > 0 ? own : [...images];
}
