import { BenchPage, benchMetadata, emptyRegistry } from '../../../src/bench';

export const metadata = benchMetadata;

/** The bench's baseline: the layout and the renderer with no block. */
export default function BenchNone() {
  return <BenchPage registry={emptyRegistry} type={undefined} />;
}
