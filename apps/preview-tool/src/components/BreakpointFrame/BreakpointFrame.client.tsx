'use client';

import { useEffect, useRef, useState } from 'react';
import { isFrameMessage } from '../../lib/frameMessages';
import { breakpointWidths, type PreviewBreakpoint } from '../../lib/query';
import * as styles from './BreakpointFrame.css';

/** A device viewport height per breakpoint (px): the frame's height before it fits its content. */
export const breakpointHeights: Record<PreviewBreakpoint, number> = { sm: 667, md: 1024, lg: 800 };

/** Props of {@link BreakpointFrame}. */
export interface BreakpointFrameProps {
  /** URL of the render-only route for the document. */
  src: string;
  breakpoint: PreviewBreakpoint;
  /** Accessible name of the iframe, e.g. "Home at md (768 px)". */
  title: string;
  documentId: string;
  /** An edited document to render instead of the stored one; `null`/absent = stored one. */
  document?: unknown;
}

/**
 * One document at one breakpoint: an iframe of the render-only route with the breakpoint's real
 * width (sm 375, md 768, lg 1280 px), so the blocks' own media queries apply exactly as on a
 * device. Scaled down (CSS transform) when the column is narrower, which keeps the frame's
 * viewport width. Its height follows the content (reported by the frame); content that grows
 * with the viewport height (e.g. a full-height banner) keeps a device height and scrolls.
 * Sends an edited document to the frame whenever it changes or the frame (re)loads.
 */
export function BreakpointFrame({
  src,
  breakpoint,
  title,
  documentId,
  document,
}: BreakpointFrameProps) {
  const width = breakpointWidths[breakpoint];
  const deviceHeight = breakpointHeights[breakpoint];
  const outerRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const documentRef = useRef<unknown>(document);
  const sizing = useRef<{ height: number; lastGrowth: number | null; frozen: boolean }>({
    height: deviceHeight,
    lastGrowth: null,
    frozen: false,
  });
  const [height, setHeight] = useState(deviceHeight);
  const [scale, setScale] = useState(1);

  // Scale to the column's width.
  useEffect(() => {
    const outer = outerRef.current;
    if (!outer) return;
    const observer = new ResizeObserver(([entry]) => {
      const available = entry?.contentRect.width ?? width;
      setScale(available > 0 ? Math.min(1, available / width) : 1);
    });
    observer.observe(outer);
    return () => observer.disconnect();
  }, [width]);

  // Messages from this frame: ready (send the edited document) and height.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || !isFrameMessage(event.data)) return;
      if (event.data.kind === 'ready' && documentRef.current != null) {
        frameWindow.postMessage(
          { source: 'preview-tool', kind: 'document', document: documentRef.current },
          window.location.origin,
        );
      } else if (event.data.kind === 'height') {
        const reported = event.data.height;
        const state = sizing.current;
        if (state.frozen || reported === state.height) return;
        const growth = reported - state.height;
        // Content that grows by exactly what the viewport grew depends on the viewport height.
        if (growth > 0 && growth === state.lastGrowth) {
          state.frozen = true;
          state.height = deviceHeight;
        } else {
          state.lastGrowth = growth > 0 ? growth : null;
          state.height = Math.max(reported, 1);
        }
        setHeight(state.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [deviceHeight]);

  // An edited document (or back to the stored one).
  useEffect(() => {
    documentRef.current = document;
    frameRef.current?.contentWindow?.postMessage(
      { source: 'preview-tool', kind: 'document', document: document ?? null },
      window.location.origin,
    );
  }, [document]);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        {breakpoint} · {width} px{scale < 1 ? ` (shown at ${Math.round(scale * 100)} %)` : ''}
      </figcaption>
      <div ref={outerRef} className={styles.outer} style={{ height: height * scale }}>
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          loading="lazy"
          className={styles.frame}
          data-document-id={documentId}
          data-breakpoint={breakpoint}
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}
