import type { BlockRegistry } from '@storefront/blocks';
import { RenderBlocks } from '@storefront/blocks';
import { type PreviewSimulation, simulatedServices } from '../../lib/simulation';

/** Props of {@link DocumentBlocks}. */
export interface DocumentBlocksProps {
  /** A content document as parsed JSON (validated block by block by the renderer). */
  document: unknown;
  simulation: PreviewSimulation;
  registry: BlockRegistry;
}

/**
 * Every slot of a document through the storefront's renderer (`RenderBlocks`) in preview mode
 * with the simulated services: invalid or unknown blocks show the renderer's placeholder.
 * No hooks, so it renders on the server (the frame's first render) and on the client (edited
 * JSON) alike. A document without slots renders a short notice.
 */
export function DocumentBlocks({ document, simulation, registry }: DocumentBlocksProps) {
  const slots =
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>).slots
      : undefined;
  const entries =
    typeof slots === 'object' && slots !== null && !Array.isArray(slots)
      ? Object.entries(slots).filter((entry): entry is [string, unknown[]] =>
          Array.isArray(entry[1]),
        )
      : [];
  if (entries.length === 0) return <p>This document has no slots with blocks.</p>;
  const services = simulatedServices(simulation);
  return (
    <>
      {entries.map(([slot, blocks]) => (
        <div key={slot} data-slot={slot}>
          <RenderBlocks blocks={blocks} registry={registry} mode="preview" services={services} />
        </div>
      ))}
    </>
  );
}
