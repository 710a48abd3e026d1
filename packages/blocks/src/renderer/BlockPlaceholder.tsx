import * as styles from './BlockPlaceholder.css';
import type { BlockIssue, BlockLogEvent } from './log';

const problemLabel: Record<BlockLogEvent, string> = {
  'block.invalid': 'Invalid block',
  'block.unknown': 'Unknown block type',
  'block.crashed': 'Block failed to render',
};

/** Props of {@link BlockPlaceholder}. */
export interface BlockPlaceholderProps {
  event: BlockLogEvent;
  type: string;
  id: string;
  issues: readonly BlockIssue[];
}

/**
 * The visible stand-in for a block that could not render, shown in preview mode only: it names
 * the block type, its id, and each field path with its problem (design.md "The renderer's rules").
 */
export function BlockPlaceholder({ event, type, id, issues }: BlockPlaceholderProps) {
  return (
    <section
      className={styles.placeholder}
      aria-label={`${problemLabel[event]}: ${type}`}
      data-block-placeholder={event}
      data-block-type={type}
      data-block-id={id}
    >
      <p className={styles.heading}>
        {problemLabel[event]}: <code>{type}</code> (id <code>{id}</code>)
      </p>
      <ul className={styles.list}>
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path || '(block)'}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
