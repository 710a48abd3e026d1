'use client';

import { useEffect, useState } from 'react';
import type { ExpressLabels } from '../../labels';
import type { ExpressSettings } from '../../settings';
import { loadPayLaterMessages, type PayLaterMessagesLoader } from '../loaders.client';
import { type PayLaterSource, payLaterMessageFor } from '../payLaterRules';
import type { PayLaterMessagesModule, PayLaterPlacement } from '../types';
import * as styles from './PayLaterSlot.css';

/** Props of {@link PayLaterSlot}. */
export interface PayLaterSlotProps {
  settings: ExpressSettings;
  /** The product price or basket total, major units. */
  amount: number;
  currency: string;
  localeTag: string;
  placement: PayLaterPlacement;
  labels: ExpressLabels;
  /** Loads the messages module (default: the registered dynamic imports). */
  load?: PayLaterMessagesLoader;
}

/** Modules loaded once in this page: a slot mounted again (after a press) shows at once. */
const loaded = new Map<PayLaterSource, PayLaterMessagesModule>();

/** Runs `task` when the browser is idle (a timeout where `requestIdleCallback` is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * The place of the pay-later message under the PayPal button (spec 3 §7 "A pay-later messages
 * script is loaded for PayPal"; spec 3 §6): nothing unless {@link payLaterMessageFor} says the
 * message shows (PayPal shows, a message source, an offer for the amount). It reserves the
 * line, then, once the browser is idle after the page's first load, loads the messages module
 * (the simulator's local message, or PayPal's SDK) and renders it: the message's code is never
 * in first-load JS.
 */
export function PayLaterSlot({
  settings,
  amount,
  currency,
  localeTag,
  placement,
  labels,
  load = loadPayLaterMessages,
}: PayLaterSlotProps) {
  const message = payLaterMessageFor(settings, amount, currency);
  const source = message?.source;
  // Empty in the server render and on hydration (the cache fills only after the first load).
  const [module, setModule] = useState<PayLaterMessagesModule | undefined>(() =>
    source && typeof window !== 'undefined' ? loaded.get(source) : undefined,
  );

  useEffect(() => {
    if (!source || module?.id === source) return;
    let live = true;
    const cancel = whenIdle(() => {
      load(source)
        .then((next) => {
          loaded.set(source, next);
          if (live) setModule(next);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [source, module, load]);

  if (!message) return null;
  return (
    <div className={styles.slot} data-pay-later={message.offer.kind}>
      {module && module.id === message.source ? (
        <module.Message
          offer={message.offer}
          amount={amount}
          currency={currency}
          localeTag={localeTag}
          placement={placement}
          labels={labels.payLater}
          settings={settings}
        />
      ) : null}
    </div>
  );
}
