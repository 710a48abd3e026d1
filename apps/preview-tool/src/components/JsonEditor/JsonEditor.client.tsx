'use client';

import { json } from '@codemirror/lang-json';
import type { BlockRegistry } from '@storefront/blocks';
import { Button, Text, vars } from '@storefront/ui';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { parseEditedJson } from '../../lib/jsonEdit';
import { collectProblems, type PreviewProblem } from '../../lib/problems';
import { ProblemsList } from '../ProblemsPanel';
import * as styles from './JsonEditor.css';

/** What the editor's text currently is. */
export type JsonEditorStatus =
  | { kind: 'unchanged' }
  | { kind: 'valid'; problems: PreviewProblem[] }
  | { kind: 'syntax'; message: string; line: number; column: number };

/** Props of {@link JsonEditor}. */
export interface JsonEditorProps {
  /** The stored document's JSON text (what "Reset" goes back to). */
  initialText: string;
  /** The registry to validate with (the renderer's). */
  registry: BlockRegistry;
  /**
   * Receives every edited document that parses (after the debounce), or `null` after a reset.
   * Nothing is saved back to the content service.
   */
  onDocument: (document: unknown) => void;
  /** Debounce after the last keystroke, in ms (default 300). */
  debounceMs?: number;
  /** Accessible name of the editor, e.g. "JSON of Home". */
  label: string;
}

/**
 * Raw JSON of a document in a code editor (CodeMirror 6, JSON mode; spec 3 §2, §5): as the
 * editor types it is parsed and validated with the blocks package's validator (debounced);
 * each parsed version is handed to `onDocument` for a live re-render. A syntax error is shown
 * with its line and column while the last good render stays. Nothing is saved. The editor
 * grows with its text (no inner scroll region, so keyboard users scroll the page).
 */
export function JsonEditor({
  initialText,
  registry,
  onDocument,
  debounceMs = 300,
  label,
}: JsonEditorProps) {
  const [text, setText] = useState(initialText);
  const [status, setStatus] = useState<JsonEditorStatus>({ kind: 'unchanged' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const statusId = useId();
  const extensions = useMemo(
    () => [
      json(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': statusId }),
      EditorView.theme({
        '&': { fontSize: vars.fontSize.sm, backgroundColor: vars.color.background },
        '.cm-gutters': {
          backgroundColor: vars.color.surface,
          color: vars.color.text,
          borderColor: vars.color.border,
        },
        '.cm-content': { fontFamily: vars.font.mono },
      }),
    ],
    [label, statusId],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = (next: string) => {
    const parsed = parseEditedJson(next);
    if (!parsed.ok) {
      setStatus({ kind: 'syntax', ...parsed });
      return;
    }
    setStatus({ kind: 'valid', problems: collectProblems([parsed.value], registry) });
    onDocument(parsed.value);
  };

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => check(next), debounceMs);
  };

  const reset = () => {
    clearTimeout(timer.current);
    setText(initialText);
    setStatus({ kind: 'unchanged' });
    onDocument(null);
  };

  return (
    <div className={styles.editor}>
      {/* Above the editor: CodeMirror measures its lines as they are drawn, and the status below
          grows with its message, so anything under them moves while the editor is in use. */}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={reset}>
          Reset to the stored document
        </Button>
      </div>
      <CodeMirror
        value={text}
        onChange={onChange}
        extensions={extensions}
        basicSetup={{ foldGutter: false, highlightActiveLine: false }}
        className={styles.code}
      />
      <div id={statusId} role="status" className={styles.status}>
        {status.kind === 'unchanged' ? (
          <Text tone="muted">Stored document. Edits re-render it live; nothing is saved.</Text>
        ) : status.kind === 'syntax' ? (
          <Text tone="danger">
            JSON syntax error on line {status.line}, column {status.column}: {status.message}. The
            last valid version stays rendered.
          </Text>
        ) : status.problems.length === 0 ? (
          <Text tone="success">Valid: the edited document has no problems.</Text>
        ) : (
          <Text tone="danger">
            The edited document has {status.problems.length} problem
            {status.problems.length === 1 ? '' : 's'}:
          </Text>
        )}
      </div>
      {status.kind === 'valid' && status.problems.length > 0 ? (
        <ProblemsList problems={status.problems} showDocument={false} />
      ) : null}
    </div>
  );
}
