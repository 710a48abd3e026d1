import type { BlockRegistry } from '../registry/registry';
import { type BlockServices, noopBlockServices, type RenderMode } from '../services/types';
import { BlockBoundary } from './BlockBoundary.client';
import { BlockPlaceholder } from './BlockPlaceholder';
import { logBlockEvent } from './log';
import { markBlockRoot } from './markBlockRoot';
import { renderSafely } from './renderSafely';
import { resolveBlock } from './resolve';

/** Props of {@link RenderBlocks}. */
export interface RenderBlocksProps {
  /** The blocks of a slot, as the CMS sent them (each `{ type, id, fields }`, validated here). */
  blocks: readonly unknown[] | undefined;
  /** The registry to look block types up in (e.g. `defaultRegistry` or a host's extension). */
  registry: BlockRegistry;
  /** `production` (default) hides bad blocks and logs; `preview` shows a placeholder instead. */
  mode?: RenderMode;
  /** The host's services passed to every block; no-op services by default. */
  services?: BlockServices;
}

/**
 * Renders a slot of CMS blocks (design.md "The renderer's rules"; spec 3 §1 content blocks).
 * For each block: look its type up in the registry, validate its fields with the block's
 * schema, and render its component inside its own error boundary; a host element root gets
 * `data-block-id` (see `markBlockRoot`). An unknown, invalid or
 * crashing block renders nothing and logs through `services.log` (`block.unknown`,
 * `block.invalid`, `block.crashed`) in production, and a visible placeholder in preview. Works as a React
 * Server Component: validation runs where the page renders and schemas stay on the server.
 *
 * A block's component must be server-safe (no state hooks): the renderer calls it itself to
 * catch a crash during the server render (see `renderSafely`); interactive parts belong in
 * client islands that the block renders, which receive only serialisable props.
 */
export function RenderBlocks({
  blocks,
  registry,
  mode = 'production',
  services = noopBlockServices,
}: RenderBlocksProps) {
  if (!blocks || blocks.length === 0) return null;
  const blockServices = services.mode === mode ? services : { ...services, mode };
  return (
    <>
      {blocks.map((node, index) => {
        const resolved = resolveBlock(node, registry);
        const key = `${resolved.id}:${index}`;
        if (resolved.status !== 'ok') {
          const event = resolved.status === 'unknown' ? 'block.unknown' : 'block.invalid';
          if (mode === 'preview') {
            return (
              <BlockPlaceholder
                key={key}
                event={event}
                type={resolved.type}
                id={resolved.id}
                issues={resolved.issues}
              />
            );
          }
          logBlockEvent(blockServices.log, {
            level: 'warn',
            event,
            type: resolved.type,
            id: resolved.id,
            issues: resolved.issues,
          });
          return null;
        }
        const { Component } = resolved.definition;
        const block = { type: resolved.type, id: resolved.id, mode };
        return (
          <BlockBoundary key={key} type={resolved.type} id={resolved.id} mode={mode}>
            {markBlockRoot(
              renderSafely(
                Component,
                {
                  fields: resolved.fields as never,
                  id: resolved.id,
                  type: resolved.type,
                  mode,
                  services: blockServices,
                  registry,
                },
                block,
                blockServices.log,
              ),
              resolved.id,
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}
