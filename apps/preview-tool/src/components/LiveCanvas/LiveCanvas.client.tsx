'use client';

import { defaultRegistry } from '@storefront/blocks';
import { BlockServicesProvider } from '@storefront/blocks/services';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FrameMessage, isFrameMessage } from '../../lib/frameMessages';
import { type PreviewSimulation, simulatedServices } from '../../lib/simulation';
import { DocumentBlocks } from '../DocumentBlocks';
import * as styles from './LiveCanvas.css';

/** Props of {@link LiveCanvas}. */
export interface LiveCanvasProps {
  /** The server render of the document (shown until an edited document arrives). */
  children: ReactNode;
  simulation: PreviewSimulation;
}

const post = (message: FrameMessage) => {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
};

/**
 * The content of a breakpoint frame (render-only route): the server render, replaced by a
 * client-side render of the edited document when the tool's page sends one (same registry and
 * renderer, so the placeholders and validation match). Reports its height to the page. Only
 * messages from the same origin are read. Provides the simulated services to the blocks'
 * client islands, as the storefront's provider does.
 */
export function LiveCanvas({ children, simulation }: LiveCanvasProps) {
  const [edited, setEdited] = useState<{ document: unknown } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const services = useMemo(() => simulatedServices(simulation), [simulation]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isFrameMessage(event.data)) return;
      if (event.data.kind !== 'document') return;
      const next = event.data.document;
      setEdited(next === null ? null : { document: next });
    };
    window.addEventListener('message', onMessage);
    post({ source: 'preview-tool', kind: 'ready' });
    const root = rootRef.current;
    if (!root) return;
    // The content's own height (not the body's, which is at least the frame's viewport).
    const report = () =>
      post({
        source: 'preview-tool',
        kind: 'height',
        height: Math.ceil(root.getBoundingClientRect().height),
      });
    const observer = new ResizeObserver(report);
    observer.observe(root);
    report();
    return () => {
      window.removeEventListener('message', onMessage);
      observer.disconnect();
    };
  }, []);

  return (
    <BlockServicesProvider services={services}>
      <div ref={rootRef} className={styles.root} data-render={edited ? 'edited' : 'server'}>
        {edited ? (
          <DocumentBlocks
            document={edited.document}
            simulation={simulation}
            registry={defaultRegistry}
          />
        ) : (
          children
        )}
      </div>
    </BlockServicesProvider>
  );
}
