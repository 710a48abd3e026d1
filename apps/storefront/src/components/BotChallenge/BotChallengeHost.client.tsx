'use client';

import {
  type BotChallengeRequest,
  botChallengeEventName,
  commerceDialogs,
} from '@storefront/commerce';
import { useDialogCommands } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Props of the lazily loaded challenge dialog (`BotChallengeDialogs.client.tsx`). */
export interface BotChallengeDialogsProps {
  localeTag: string;
  /** The `cart` namespace. */
  messages: AbstractIntlMessages;
  onSettle(passed: boolean): void;
}

/** Loads the challenge dialog's module (its default export is the dialog with its words). */
export type LoadBotChallengeDialogs = () => Promise<{
  default: ComponentType<BotChallengeDialogsProps>;
}>;

// The dialog's code (and its words' provider) loads on the first challenge only.
const loadDialogs: LoadBotChallengeDialogs = () => import('./BotChallengeDialogs.client');

/** Props of {@link BotChallengeHost}. */
export interface BotChallengeHostProps {
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  /** The `cart` namespace (its `botChallenge` group), as the cart dialogs get it. */
  messages: AbstractIntlMessages;
  /** How the dialog's code loads (tests); default the dynamic import of its module. */
  load?: LoadBotChallengeDialogs;
}

/** Renders nothing once its children failed to load or render, and says so once. */
class LoadFailure extends Component<
  { onFailure(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The embedded default's handler of the bot-defence challenge event (spec 1 §8): it claims
 * every `storefront:bot-challenge` event (`raiseBotChallenge`), opens the challenge dialog
 * through the one dialog manager and settles every waiting request with the shopper's answer,
 * so the blocked Server Action is sent again (`withBotChallenge`). Renders nothing and loads
 * nothing until the first challenge. When the dialog's code cannot load (offline, a deploy
 * that removed the chunk), every waiting request is settled as not passed, so the blocked call
 * answers its own failure (`AUT403` and its message) instead of waiting for ever; the next
 * challenge tries to load the dialog again.
 */
export function BotChallengeHost({
  localeTag,
  messages,
  load = loadDialogs,
}: BotChallengeHostProps) {
  const commands = useDialogCommands();
  const waiting = useRef<BotChallengeRequest['settle'][]>([]);
  const [used, setUsed] = useState(false);
  // A new lazy component after a failed load: React keeps a rejected import for good.
  const [Dialogs, setDialogs] = useState(() => lazy(load));
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
  const onFailure = useCallback(() => {
    onSettle(false);
    commands?.close(commerceDialogs.botChallenge);
    setUsed(false);
    setDialogs(() => lazy(load));
  }, [onSettle, commands, load]);
  if (!used) return null;
  return (
    <LoadFailure onFailure={onFailure}>
      <Suspense fallback={null}>
        <Dialogs localeTag={localeTag} messages={messages} onSettle={onSettle} />
      </Suspense>
    </LoadFailure>
  );
}
