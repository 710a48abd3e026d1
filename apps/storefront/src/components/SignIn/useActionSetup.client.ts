'use client';

import { useEffect, useState } from 'react';
import type { ActionResult } from '../../lib/server/serverCall';

/**
 * The words and rules a lazily loaded account form asks the server for once (a Server Action
 * answering `{ ok: true, setup }`, e.g. `signUpDialogSetupAction`): `undefined` until it
 * answers. When it fails or cannot be reached, the browser goes to `fallbackHref` (the
 * form's own page), so the shopper is never left with nothing.
 * @param load the setup action (stable: a module's export)
 * @param fallbackHref a same-origin path, e.g. `/en-us/sign-up`
 */
export function useActionSetup<S>(
  load: () => Promise<ActionResult<{ setup: S }>>,
  fallbackHref: string,
): S | undefined {
  const [setup, setSetup] = useState<S>();
  useEffect(() => {
    let live = true;
    const fallback = () => window.location.assign(fallbackHref);
    load()
      .then((result) => {
        if (!live) return;
        if (result.ok) setSetup(result.setup);
        else fallback();
      })
      .catch(() => {
        if (live) fallback();
      });
    return () => {
      live = false;
    };
  }, [load, fallbackHref]);
  return setup;
}
