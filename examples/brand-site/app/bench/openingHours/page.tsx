import { createRegistry } from '@storefront/blocks';
import { BenchPage, benchMetadata } from '../../../src/bench';
import { openingHoursBlock } from '../../../src/blocks/openingHours';

export const metadata = benchMetadata;

/** The brand's own block alone. */
export default function BenchOpeningHours() {
  return <BenchPage registry={createRegistry([openingHoursBlock])} type="openingHours" />;
}
