'use client';

import { compareLimits } from '@storefront/api-contract';
import { Button, Inline, useDialogManager } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import * as styles from './Compare.css';
import { canCompare, compareDialogId, compareFormId } from './compareSelection';

let loading: Promise<typeof import('./CompareDialogHost.client')> | undefined;

/** Starts loading the compare view's code once per page (again after a failure). */
function preload(): Promise<typeof import('./CompareDialogHost.client')> {
  loading ??= import('./CompareDialogHost.client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const Host = lazy(() => preload().then((module) => ({ default: module.CompareDialogHost })));

/** The words of {@link CompareForm}, already in the page's language. */
export interface CompareFormWords {
  formLabel: string;
  hint: string;
  /** The status for each count of chosen products, 0 to 4 (formatted on the server). */
  chosen: readonly string[];
  full: string;
  tooFew: string;
  submit: string;
  clear: string;
}

/** The cards' checkboxes of the form (they join it by their `form` attribute). */
function boxes(): HTMLInputElement[] {
  return Array.from(
    document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][form="${compareFormId}"]`),
  );
}

/**
 * The listing's compare form (spec 2 §7 compare, 2 to 4 products): without JavaScript a GET
 * form to `/{locale}/compare` with the checked cards' `productIds`; with it, a live status of
 * the choice, the other cards' boxes disabled at 4, and "Compare" opens the compare dialog
 * (dialog manager, {@link compareDialogId}) whose code loads on intent and first use. All by
 * keyboard: the boxes and buttons are native controls.
 */
export function CompareForm({
  action,
  words,
  locale,
  localePath,
  messages,
}: {
  /** The compare page, e.g. `/en-us/compare`. */
  action: string;
  words: CompareFormWords;
  /** BCP 47 tag of the page, for money and numbers. */
  locale: string;
  localePath: string;
  /** The `search` namespace, for the dialog. */
  messages: AbstractIntlMessages;
}) {
  const dialogs = useDialogManager();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const [used, setUsed] = useState(false);
  if (!used && dialogs.isOpen(compareDialogId)) setUsed(true);

  useEffect(() => {
    const sync = () => {
      const all = boxes();
      const ids = all.filter((box) => box.checked).map((box) => box.value);
      const full = ids.length >= compareLimits.max;
      for (const box of all) box.disabled = full && !box.checked;
      setChosen(ids);
      setTooFew(false);
    };
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.getAttribute('form') === compareFormId) sync();
    };
    sync(); // boxes the browser restored
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);

  const intent = () => void preload().catch(() => undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCompare(chosen)) {
      setTooFew(true);
      return;
    }
    dialogs.open(compareDialogId, { productIds: chosen });
  };
  const clear = () => {
    for (const box of boxes()) {
      box.checked = false;
      box.disabled = false;
    }
    setChosen([]);
    setTooFew(false);
  };
  const status = tooFew
    ? words.tooFew
    : chosen.length >= compareLimits.max
      ? `${words.chosen[chosen.length] ?? ''} ${words.full}`
      : chosen.length > 0
        ? (words.chosen[chosen.length] ?? '')
        : words.hint;

  return (
    <>
      <form
        id={compareFormId}
        action={action}
        method="get"
        aria-label={words.formLabel}
        className={styles.bar}
        onSubmit={submit}
      >
        <Inline gap="sm" align="center" justify="between">
          <p className={styles.status} role="status">
            {status}
          </p>
          <Inline gap="xs">
            {chosen.length > 0 ? (
              <Button type="button" variant="secondary" size="sm" onClick={clear}>
                {words.clear}
              </Button>
            ) : null}
            <Button type="submit" size="sm" onPointerEnter={intent} onFocus={intent}>
              {words.submit}
            </Button>
          </Inline>
        </Inline>
      </form>
      {used ? (
        <Suspense fallback={null}>
          <Host locale={locale} localePath={localePath} messages={messages} />
        </Suspense>
      ) : null}
    </>
  );
}
