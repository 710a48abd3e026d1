import { createRegistry, richTextBlock } from '@storefront/blocks';
import { BenchPage, benchMetadata } from '../../../src/bench';

export const metadata = benchMetadata;

/** The kit's rich text alone: a server-only block (sanitised HTML, no island). */
export default function BenchRichText() {
  return <BenchPage registry={createRegistry([richTextBlock])} type="richText" />;
}
