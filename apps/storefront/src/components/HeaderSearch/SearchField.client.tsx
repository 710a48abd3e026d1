'use client';

import type { AutoSuggest } from '@storefront/api-contract';
import { fillPlaceholders } from '@storefront/ui';
import { useRouter } from 'next/navigation';
import {
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { debounce } from '../SiteHeader/debounce';
import * as styles from './HeaderSearch.css';
import type { SuggestionsListProps } from './SuggestionsList.client';
import {
  flattenSuggestions,
  moveActive,
  parseRecentSearches,
  rankSuggestions,
  recentSearchesKey,
  rememberSearch,
  type SuggestionOption,
  searchHref,
  suggestMinLength,
} from './suggestions';
import type { SearchFieldWords } from './words';

/** Wait after the last keystroke before autoSuggest is asked (ms). */
export const suggestDebounceMs = 200;

let listLoading: Promise<ComponentType<SuggestionsListProps>> | undefined;
/** The suggestions list's code, loaded once, on the field's first focus. */
function loadList(): Promise<ComponentType<SuggestionsListProps>> {
  listLoading ??= import('./SuggestionsList.client').then((m) => m.SuggestionsList);
  return listLoading;
}

function readRecent(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(recentSearchesKey));
  } catch {
    return [];
  }
}

function storeRecent(recent: readonly string[]): void {
  try {
    if (recent.length) window.localStorage.setItem(recentSearchesKey, JSON.stringify(recent));
    else window.localStorage.removeItem(recentSearchesKey);
  } catch {
    // storage refused (private mode, quota): recent searches are a convenience
  }
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
 * The header's search field (spec 2 §7 autoSuggest). In the server HTML it is a plain GET form
 * to `/{locale}/search` that works without JavaScript; on first focus it becomes an ARIA
 * combobox: its suggestions list loads, autoSuggest is asked `200` ms after the last keystroke
 * (from 2 characters; the recent searches below that), the arrow keys move the active option
 * (`aria-activedescendant`, focus stays in the field), Enter chooses it (or searches the words),
 * Escape closes the list, then clears the field. Recent searches (5) stay in localStorage
 * `storefront.recentSearches`; a status line announces how many suggestions there are.
 */
export function SearchField({ localePath, locale, words }: SearchFieldProps) {
  const router = useRouter();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [List, setList] = useState<ComponentType<SuggestionsListProps>>();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const [answers, setAnswers] = useState<Record<string, AutoSuggest>>({});
  const controller = useRef<AbortController | undefined>(undefined);

  const fetchSuggest = useMemo(
    () =>
      debounce((q: string) => {
        controller.current?.abort();
        const abort = new AbortController();
        controller.current = abort;
        const params = new URLSearchParams({ locale: localePath, q });
        fetch(`/api/search/suggest?${params.toString()}`, { signal: abort.signal })
          .then((response) => (response.ok ? (response.json() as Promise<AutoSuggest>) : null))
          .then((answer) => {
            if (answer) setAnswers((all) => ({ ...all, [q]: answer }));
          })
          .catch(() => {
            // aborted or offline: the list keeps what it has; the form still searches
          });
      }, suggestDebounceMs),
    [localePath],
  );
  useEffect(() => () => fetchSuggest.cancel(), [fetchSuggest]);

  const trimmed = query.trim();
  const groups = useMemo(
    () => rankSuggestions(trimmed, answers[trimmed], recent, localePath),
    [trimmed, answers, recent, localePath],
  );
  const options = flattenSuggestions(groups);
  const expanded = Boolean(List) && open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  function upgrade() {
    setRecent(readRecent());
    setOpen(true);
    if (!List) void loadList().then((component) => setList(() => component));
  }

  function change(value: string) {
    setQuery(value);
    setActive(-1);
    setOpen(true);
    const q = value.trim();
    if (q.length >= suggestMinLength && !answers[q]) fetchSuggest(q);
    else fetchSuggest.cancel();
  }

  function go(href: string, words?: string) {
    if (words) {
      const next = rememberSearch(readRecent(), words);
      storeRecent(next);
      setRecent(next);
    }
    setOpen(false);
    setActive(-1);
    router.push(href);
  }

  function choose(option: SuggestionOption) {
    const isWords = option.kind === 'recent' || option.kind === 'term';
    // The words stay in the field for a search; a product or category page starts it afresh.
    if (inputRef.current) inputRef.current.value = isWords ? option.label : '';
    setQuery(isWords ? option.label : '');
    go(option.href, isWords ? option.label : undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) =>
        moveActive(open ? current : -1, options.length, event.key as 'ArrowDown'),
      );
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else if (inputRef.current) {
        inputRef.current.value = '';
        change('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  }

  const count = options.length;
  const announcement = !expanded
    ? ''
    : count === 0
      ? words.countNone
      : fillPlaceholders(count === 1 ? words.countOne : words.countOther, { count });

  return (
    <search aria-label={words.label} className={styles.form}>
      <form
        className={styles.formInner}
        action={`/${localePath}/search`}
        method="get"
        onBlur={onBlur}
        onSubmit={(event) => {
          const q = (inputRef.current?.value ?? '').trim();
          event.preventDefault();
          if (q) go(searchHref(localePath, q), q);
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {words.label}
        </label>
        <input
          ref={inputRef}
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
          onClick={() => setOpen(true)}
          onChange={(event) => change(event.target.value)}
          {...(List
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                ...(expanded ? { 'aria-controls': listId } : {}),
                ...(activeOption
                  ? { 'aria-activedescendant': `${listId}-${activeOption.id}` }
                  : {}),
                onKeyDown,
              }
            : {})}
        />
        <button type="submit" className={styles.submit} aria-label={words.submit}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {List && expanded ? (
          <List
            id={listId}
            groups={groups}
            activeId={activeOption?.id}
            locale={locale}
            words={words}
            onChoose={choose}
            onClearRecent={() => {
              storeRecent([]);
              setRecent([]);
              inputRef.current?.focus();
            }}
          />
        ) : null}
        {/* A live region only once the field is a combobox: until then the page's own status is its only one. */}
        {List ? (
          <p role="status" className={styles.visuallyHidden}>
            {announcement}
          </p>
        ) : null}
      </form>
    </search>
  );
}
