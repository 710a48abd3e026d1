'use client';

import { defaultRegistry } from '@storefront/blocks';
import { Button } from '@storefront/ui';
import { useId, useState } from 'react';
import type { PreviewBreakpoint } from '../../lib/query';
import { BreakpointFrame } from '../BreakpointFrame';
import { JsonEditor } from '../JsonEditor';
import * as styles from './DocumentWorkbench.css';

/** One frame of a document: its breakpoint and the render-only route's URL. */
export interface WorkbenchFrame {
  breakpoint: PreviewBreakpoint;
  src: string;
}

/** Props of {@link DocumentWorkbench}. */
export interface DocumentWorkbenchProps {
  /** The stored document (served JSON). */
  document: { id: string; title?: string | undefined };
  frames: readonly WorkbenchFrame[];
}

/**
 * A document's frames (one per shown breakpoint) and its raw JSON editor: "Edit JSON" opens the
 * editor; every edit that parses re-renders all frames client-side with the same registry
 * (nothing is saved back); "Reset" returns them to the stored document.
 */
export function DocumentWorkbench({ document, frames }: DocumentWorkbenchProps) {
  const [open, setOpen] = useState(false);
  const [edited, setEdited] = useState<unknown>(null);
  const editorId = useId();
  const title = document.title ?? document.id;
  return (
    <div className={styles.workbench}>
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={editorId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close JSON editor' : 'Edit JSON'}
        </Button>
      </div>
      <div className={open ? styles.withEditor : styles.single}>
        {open ? (
          <div id={editorId} className={styles.editorColumn}>
            <JsonEditor
              initialText={JSON.stringify(document, null, 2)}
              registry={defaultRegistry}
              onDocument={setEdited}
              label={`JSON of ${title}`}
            />
          </div>
        ) : null}
        <div className={frames.length > 1 ? styles.sideBySide : styles.frames}>
          {frames.map((frame) => (
            <BreakpointFrame
              key={frame.breakpoint}
              src={frame.src}
              breakpoint={frame.breakpoint}
              title={`${title} at ${frame.breakpoint}`}
              documentId={document.id}
              document={edited}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
