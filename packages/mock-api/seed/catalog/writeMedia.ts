/**
 * Writes the product illustrations the catalogue uses to `seed/media/products/`
 * (`node --import tsx seed/catalog/writeMedia.ts` from packages/mock-api). Deterministic.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductKind } from './media';
import { productSvg } from './media';
import { type SeedColorValue, seedColors } from './palette';
import { buildProducts } from './products';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../media/products');
mkdirSync(out, { recursive: true });
const written = new Set<string>();
for (const product of buildProducts().products) {
  for (const color of product.colors) {
    const file = `${product.kind}-${color.value}.svg`;
    if (written.has(file)) continue;
    written.add(file);
    const seedColor = seedColors[color.value as SeedColorValue];
    const title = `${product.kind} illustration in ${seedColor.label}`;
    writeFileSync(path.join(out, file), productSvg(product.kind as ProductKind, seedColor, title));
  }
}
console.log(`wrote ${written.size} illustrations to ${out}`);
