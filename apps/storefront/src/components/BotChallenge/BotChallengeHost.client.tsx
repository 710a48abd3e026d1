'use client';

import {
  type BotChallengeRequest,
  botChallengeEventName,
  commerceDialogs,
} from '@storefront/commerce';
import { useDialogCommands } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

// The dialog's code (and its words' provider) loads on the first challenge only.
const BotChallengeDialogs = lazy(() => import('./BotChallengeDialogs.client'));

/** Props of {@link BotChallengeHost}. */
export interface BotChallengeHostProps {
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  /** The `cart` namespace (its `botChallenge` group), as the cart dialogs get it. */
  messages: AbstractIntlMessages;
}

/**
 * The embedded default's handler of the bot-defence challenge event (spec 1 §8): it claims
 * every `storefront:bot-challenge` event (`raiseBotChallenge`), opens the challenge dialog
 * through the one dialog manager and settles every waiting request with the shopper's answer,
 * so the blocked Server Action is sent again (`withBotChallenge`). Renders nothing and loads
 * nothing until the first challenge.
 */
export function BotChallengeHost({ localeTag, messages }: BotChallengeHostProps) {
  const commands = useDialogCommands();
  const waiting = useRef<BotChallengeRequest['settle'][]>([]);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (!commands) return;
    const onChallenge = (event: Event) => {
      event.preventDefault();
      waiting.current.push((event as CustomEvent<BotChallengeRequest>).detail.settle);
      setUsed(true);
      commands.open(commerceDialogs.botChallenge, {}, { keep: true });
    };
    window.addEventListener(botChallengeEventName, onChallenge);
    return () => window.removeEventListener(botChallengeEventName, onChallenge);
  }, [commands]);
  const onSettle = useCallback((passed: boolean) => {
    const settles = waiting.current;
    waiting.current = [];
    for (const settle of settles) settle(passed);
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BotChallengeDialogs localeTag={localeTag} messages={messages} onSettle={onSettle} />
    </Suspense>
  );
}
