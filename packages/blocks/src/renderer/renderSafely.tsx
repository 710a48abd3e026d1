import { type ComponentType, isValidElement, type ReactNode } from 'react';
import type { RenderMode } from '../services/types';
import { BlockPlaceholder } from './BlockPlaceholder';
import { type BlockIssue, type BlockLog, consoleBlockLog, logBlockEvent } from './log';

function crashIssues(error: unknown): BlockIssue[] {
  return [{ path: '', message: error instanceof Error ? error.message : String(error) }];
}

function isThenable(value: unknown): value is PromiseLike<ReactNode> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** A plain function component we may call ourselves (not a class, memo, forwardRef or client reference). */
function isPlainFunctionComponent<P>(
  Component: ComponentType<P>,
): Component is (props: P) => ReactNode {
  return (
    typeof Component === 'function' &&
    !(Component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent &&
    !Object.hasOwn(Component, '$$typeof')
  );
}

/**
 * Renders one block's component where the page renders (on the server for the storefront) and
 * catches what it throws, synchronously or (async server component) by rejecting: the block is
 * then logged as `block.crashed` through `log` (the services' logger) and replaced by nothing (production) or a placeholder (preview).
 * This keeps a crashing block from failing the server render without a Suspense boundary per
 * block (which would stream every client island out of order). Errors thrown deeper, in nested
 * components or client islands, are caught by `BlockBoundary` in the browser.
 */
export function renderSafely<P extends object>(
  Component: ComponentType<P>,
  props: P,
  block: { type: string; id: string; mode: RenderMode },
  log: BlockLog = consoleBlockLog,
): ReactNode {
  if (!isPlainFunctionComponent(Component)) return <Component {...props} />;
  const fail = (error: unknown): ReactNode => {
    const issues = crashIssues(error);
    logBlockEvent(log, {
      level: 'error',
      event: 'block.crashed',
      type: block.type,
      id: block.id,
      issues,
    });
    return block.mode === 'preview' ? (
      <BlockPlaceholder event="block.crashed" type={block.type} id={block.id} issues={issues} />
    ) : null;
  };
  try {
    const node = Component(props);
    return isThenable(node) ? Promise.resolve(node).catch(fail) : node;
  } catch (error) {
    return fail(error);
  }
}
