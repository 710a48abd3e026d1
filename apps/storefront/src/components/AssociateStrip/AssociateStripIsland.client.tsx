'use client';

import type { InStoreSession } from '@storefront/api-contract';
import { AssociateStrip, type AssociateStripProps } from '@storefront/commerce';
import { useEffect, useState } from 'react';
import { inStoreAttribute, inStoreFromCookies } from '../../lib/session/sessionFlags';
import * as styles from './AssociateStripIsland.css';

/** Props of {@link AssociateStripIsland}. */
export interface AssociateStripIslandProps {
  /** e.g. `en-us`: the strip's words come in its language. */
  localePath: string;
  /** Ends the session (a Server Action: the strip's form works without further script). */
  endSessionAction: AssociateStripProps['endSessionAction'];
}

/** The answer of GET /api/associate-strip. */
interface StripAnswer {
  session: InStoreSession;
  labels: AssociateStripProps['labels'];
}

/**
 * The header's in-store associate strip (spec 2 §3 "In-store session", §4) as an island: the
 * layout reads no cookie (ARCHITECTURE.md §11), so the browser asks GET /api/associate-strip
 * for the session's names and words, and only while the readable `inStore` cookie says an agent
 * login's session is on (nobody else makes the request). Its slot keeps the strip's height from
 * the first paint under the head script's attribute (`sessionFlags.ts`), so the header does not
 * move when the strip arrives. Renders nothing for everyone else, and nothing when the request
 * fails (the session still ends from the account pages' sign-out).
 */
export function AssociateStripIsland({ localePath, endSessionAction }: AssociateStripIslandProps) {
  const [strip, setStrip] = useState<StripAnswer | null>(null);
  useEffect(() => {
    if (!inStoreFromCookies(document.cookie)) return;
    const controller = new AbortController();
    fetch(`/api/associate-strip?locale=${encodeURIComponent(localePath)}`, {
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (response) => {
        if (response.status === 200) setStrip((await response.json()) as StripAnswer);
        // No in-store session after all (the flag outlived it): give the reserved space back.
        else if (response.status === 204)
          document.documentElement.removeAttribute(inStoreAttribute);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [localePath]);
  return (
    <div className={styles.slot} data-testid="associate-strip-slot">
      {strip ? (
        <AssociateStrip
          session={strip.session}
          labels={strip.labels}
          endSessionAction={endSessionAction}
        />
      ) : null}
    </div>
  );
}
