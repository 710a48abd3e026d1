import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Marks a block's root element with `data-block-id="<id>"` (the id of the block node), so
 * tests, analytics and editors can find every rendered block in the page; the same attribute
 * names the block on the preview placeholder. Only a host element root (`<section>`, `<div>`…)
 * is marked; a component, fragment, `null` or pending async root is returned unchanged, as is a
 * root that already carries the attribute. Adds no wrapper element.
 */
export function markBlockRoot(node: ReactNode, id: string): ReactNode {
  if (!isValidElement(node) || typeof node.type !== 'string') return node;
  const props = node.props as Record<string, unknown>;
  if (props['data-block-id'] !== undefined) return node;
  return cloneElement(node as ReactElement<Record<string, unknown>>, {
    'data-block-id': id,
  });
}
