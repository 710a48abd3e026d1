import { accordionBlock, createRegistry } from '@storefront/blocks';
import { BenchPage, benchMetadata } from '../../../src/bench';

export const metadata = benchMetadata;

/** The kit's accordion alone: a block with a client island. */
export default function BenchAccordion() {
  return <BenchPage registry={createRegistry([accordionBlock])} type="accordion" />;
}
