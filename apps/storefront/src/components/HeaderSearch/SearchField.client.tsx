'use client';

import { type ComponentType, useId, useRef, useState } from 'react';
import * as styles from './HeaderSearch.css';
import type { SearchComboboxProps } from './SearchCombobox.client';
import type { SearchFieldWords } from './words';

let comboboxLoading: Promise<ComponentType<SearchComboboxProps>> | undefined;
/** The combobox's code (suggestions, ranking, keys), loaded once, on the field's first focus. */
function loadCombobox(): Promise<ComponentType<SearchComboboxProps>> {
  comboboxLoading ??= import('./SearchCombobox.client').then((m) => m.SearchCombobox);
  return comboboxLoading;
}

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The locale's path segment (`en-us`). */
  localePath: string;
  /** BCP 47 tag (`en-US`): the suggestions' prices. */
  locale: string;
  words: SearchFieldWords;
}

/**
 * The header's search field (spec 2 §2 `/search`, §7 autoSuggest): a `search` landmark with a
 * plain GET form to `/{locale}/search` (field `q`), which works without JavaScript and is all a
 * page ships in its first load. The field's first focus loads `SearchCombobox`, which makes the
 * same field an ARIA combobox with suggestions.
 */
export function SearchField({ localePath, locale, words }: SearchFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps>>();
  const upgrade = () => {
    if (!Combobox) void loadCombobox().then((component) => setCombobox(() => component));
  };

  return (
    <search aria-label={words.label} className={styles.form}>
      <form ref={form} className={styles.formInner} action={`/${localePath}/search`} method="get">
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {words.label}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          required
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={words.placeholder}
          onFocus={upgrade}
        />
        <button type="submit" className={styles.submit} aria-label={words.submit}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {Combobox ? (
          <Combobox
            input={input}
            form={form}
            listId={`${inputId}-list`}
            localePath={localePath}
            locale={locale}
            words={words}
          />
        ) : null}
      </form>
    </search>
  );
}
