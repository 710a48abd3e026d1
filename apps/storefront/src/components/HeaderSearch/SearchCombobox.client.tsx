'use client';

import type { AutoSuggest } from '@storefront/api-contract';
import { fillPlaceholders } from '@storefront/ui';
import { useRouter } from 'next/navigation';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { suggestionEvent } from '../../lib/searchAnalytics';
import { pushAnalyticsEvent } from '../../lib/services/analytics.client';
import { debounce } from '../SiteHeader/debounce';
import * as styles from './HeaderSearch.css';
import { SuggestionsList } from './SuggestionsList.client';
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

/** Sets or removes an attribute of the field (React does not own these). */
function setAttribute(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps {
  /** The field `SearchField` rendered (the server HTML's input, never replaced). */
  input: RefObject<HTMLInputElement | null>;
  /** Its GET form. */
  form: RefObject<HTMLFormElement | null>;
  /** Id the listbox takes (the field's `aria-controls`). */
  listId: string;
  /** The locale's path segment (`en-us`). */
  localePath: string;
  /** BCP 47 tag (`en-US`): the suggestions' prices. */
  locale: string;
  words: SearchFieldWords;
}

/**
 * What turns the header's search field into an ARIA combobox (spec 2 §7 autoSuggest), loaded on
 * the field's first focus so no page ships it in its first load. It keeps the field the server
 * rendered and drives it: `role="combobox"`, `aria-expanded`, `aria-controls` and
 * `aria-activedescendant` on it; autoSuggest asked `200` ms after the last keystroke (from 2
 * characters; the recent searches below that); the arrow keys move the active option (focus
 * stays in the field), Enter chooses it (or searches the words), Escape closes the list, then
 * clears the field; leaving the form closes it. Recent searches (5) stay in localStorage
 * `storefront.recentSearches`; a status line announces how many suggestions there are.
 */
export function SearchCombobox({
  input,
  form,
  listId,
  localePath,
  locale,
  words,
}: SearchComboboxProps) {
  const router = useRouter();
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>(readRecent);
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

  const trimmed = query.trim();
  const groups = useMemo(
    () => rankSuggestions(trimmed, answers[trimmed], recent, localePath),
    [trimmed, answers, recent, localePath],
  );
  const options = flattenSuggestions(groups);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  function change(value: string) {
    setQuery(value);
    setActive(-1);
    setOpen(true);
    const q = value.trim();
    if (q.length >= suggestMinLength && !answers[q]) fetchSuggest(q);
    else fetchSuggest.cancel();
  }

  function go(href: string, searched?: string) {
    if (searched) {
      const next = rememberSearch(readRecent(), searched);
      storeRecent(next);
      setRecent(next);
    }
    setOpen(false);
    setActive(-1);
    router.push(href);
  }

  function choose(option: SuggestionOption) {
    pushAnalyticsEvent(suggestionEvent(window.location.pathname, { ...option, query: trimmed }));
    const isWords = option.kind === 'recent' || option.kind === 'term';
    // The words stay in the field for a search; a product or category page starts it afresh.
    const value = isWords ? option.label : '';
    if (input.current) input.current.value = value;
    setQuery(value);
    go(option.href, isWords ? option.label : undefined);
  }

  function onKeyDown(event: KeyboardEvent) {
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
      } else if (input.current) {
        input.current.value = '';
        change('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  // The listeners call the latest handlers (they read this render's state).
  const handlers = useRef({ change, onKeyDown, go });
  handlers.current = { change, onKeyDown, go };

  useEffect(() => {
    const field = input.current;
    const element = form.current;
    if (!field || !element) return;
    const onInput = () => handlers.current.change(field.value);
    const onKey = (event: KeyboardEvent) => handlers.current.onKeyDown(event);
    const onOpen = () => {
      setRecent(readRecent());
      setOpen(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) {
        setOpen(false);
        setActive(-1);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      const q = field.value.trim();
      event.preventDefault();
      if (q) handlers.current.go(searchHref(localePath, q), q);
    };
    // Words typed while this code was loading.
    if (field.value.trim().length >= suggestMinLength) fetchSuggest(field.value.trim());
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKey);
    field.addEventListener('focus', onOpen);
    field.addEventListener('click', onOpen);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('submit', onSubmit);
    return () => {
      fetchSuggest.cancel();
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('focus', onOpen);
      field.removeEventListener('click', onOpen);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('submit', onSubmit);
    };
  }, [input, form, localePath, fetchSuggest]);

  // The field's combobox state, before the browser paints.
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    setAttribute(field, 'role', 'combobox');
    setAttribute(field, 'aria-autocomplete', 'list');
    setAttribute(field, 'aria-expanded', String(expanded));
    setAttribute(field, 'aria-controls', expanded ? listId : undefined);
    setAttribute(
      field,
      'aria-activedescendant',
      activeOption ? `${listId}-${activeOption.id}` : undefined,
    );
  });

  const count = options.length;
  const announcement = !expanded
    ? ''
    : count === 0
      ? words.countNone
      : fillPlaceholders(count === 1 ? words.countOne : words.countOther, { count });

  return (
    <>
      {expanded ? (
        <SuggestionsList
          id={listId}
          groups={groups}
          activeId={activeOption?.id}
          locale={locale}
          words={words}
          onChoose={choose}
          onClearRecent={() => {
            storeRecent([]);
            setRecent([]);
            input.current?.focus();
          }}
        />
      ) : null}
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </>
  );
}
