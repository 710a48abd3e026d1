'use client';

import { Heading, Text } from '@storefront/ui';
import type { MouseEvent } from 'react';
import { highlightAttribute } from '../../lib/frameMessages';
import { documentAnchor, type PreviewProblem } from '../../lib/problems';
import * as styles from './ProblemsPanel.css';

/** Props of {@link ProblemsList}. */
export interface ProblemsListProps {
  problems: readonly PreviewProblem[];
  /** Show the document column (the panel: yes; one document's editor: no). */
  showDocument?: boolean;
}

/**
 * Scrolls to a problem's block in the first breakpoint frame of its document and highlights
 * it; falls back to the document's card when the block is not found (e.g. a frame still loading).
 */
export function scrollToProblem(problem: PreviewProblem): boolean {
  const frames = document.querySelectorAll<HTMLIFrameElement>(
    `iframe[data-document-id="${CSS.escape(problem.documentId)}"]`,
  );
  for (const frame of frames) {
    const frameDocument = frame.contentDocument;
    if (!frameDocument || !problem.blockId) continue;
    const block = frameDocument.querySelector<HTMLElement>(
      `[data-block-id="${CSS.escape(problem.blockId)}"]`,
    );
    if (!block) continue;
    for (const marked of frameDocument.querySelectorAll(`[${highlightAttribute}]`)) {
      marked.removeAttribute(highlightAttribute);
    }
    block.setAttribute(highlightAttribute, '');
    block.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}

/** A table of problems: document, block path, field path, message; each links to its block. */
export function ProblemsList({ problems, showDocument = true }: ProblemsListProps) {
  const onClick = (problem: PreviewProblem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToProblem(problem)) event.preventDefault();
  };
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {showDocument ? <th scope="col">Document</th> : null}
          <th scope="col">Block</th>
          <th scope="col">Field</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={`${problem.documentId}:${problem.blockPath}:${problem.fieldPath}:${index}`}>
            {showDocument ? <td>{problem.documentTitle}</td> : null}
            <td>
              <a
                href={`#${documentAnchor(problem.documentId)}`}
                onClick={onClick(problem)}
                className={styles.path}
              >
                {problem.blockPath || '(document)'}
              </a>
            </td>
            <td>
              <code className={styles.path}>{problem.fieldPath || '(whole)'}</code>
            </td>
            <td>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of {@link ProblemsPanel}. */
export interface ProblemsPanelProps {
  problems: readonly PreviewProblem[];
}

/**
 * The Problems panel (spec 3 §5 "Preview tool"; design.md "The renderer's rules"): every
 * problem the blocks package's validator finds in the shown documents, with links that scroll
 * to the block in its frame. "No problems" when there are none.
 */
export function ProblemsPanel({ problems }: ProblemsPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby="problems-heading">
      <Heading level={2} look="sm" id="problems-heading">
        Problems ({problems.length})
      </Heading>
      {problems.length === 0 ? (
        <Text tone="muted">No problems in the shown documents.</Text>
      ) : (
        <ProblemsList problems={problems} />
      )}
    </section>
  );
}
