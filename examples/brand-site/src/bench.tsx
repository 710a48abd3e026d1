import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BlockRegistry, createRegistry, getSlot, RenderBlocks } from '@storefront/blocks';
import { Container } from '@storefront/ui';
import type { Metadata } from 'next';
import { brandServices } from './services';

/** The bench pages are measurements, not content: kept out of search engines. */
export const benchMetadata: Metadata = { robots: { index: false, follow: false } };

/**
 * One bench page (`/bench/<type>`): the first block of `type` in `content/home.json`, alone on
 * the page, rendered with a registry that holds only that block. `scripts/brand-example.mjs`
 * compares its bytes with `/bench/none` (the layout and the renderer, no block) to print what
 * one block adds to a page. Each page imports only its own block, so the bundler keeps the
 * others out, as a brand page that uses one block would. (So it reads the document itself:
 * `loadDocument` checks it against the whole brand registry, whose islands would then be on
 * every bench page. The renderer still validates the one block.)
 * @param registry a registry with the one block, or an empty one for the baseline
 * @param type the block type to take from the document, or `undefined` for none
 */
export async function BenchPage({
  registry,
  type,
}: {
  registry: BlockRegistry;
  type: string | undefined;
}) {
  const file = path.join(process.cwd(), 'content', 'home.json');
  const document: unknown = JSON.parse(await readFile(file, 'utf8'));
  const blocks = getSlot(document, 'main')
    .filter((block) => (block as { type?: unknown }).type === type)
    .slice(0, 1);
  return (
    <Container as="main" width="container">
      <h1>Bench: {type ?? 'none'}</h1>
      <RenderBlocks blocks={blocks} registry={registry} services={brandServices} />
    </Container>
  );
}

/** The registry of the baseline page: no block. */
export const emptyRegistry = createRegistry([]);
