'use client';

import { Image, numberFormat } from '@storefront/ui';
import * as styles from './HeaderSearch.css';
import type { SuggestionGroup, SuggestionOption } from './suggestions';
import type { SearchFieldWords } from './words';

/** Props of {@link SuggestionsList}. */
export interface SuggestionsListProps {
  /** Id of the listbox (the field's `aria-controls`); option ids are `{id}-{option.id}`. */
  id: string;
  groups: readonly SuggestionGroup[];
  /** Id of the active option (the field's `aria-activedescendant`), if any. */
  activeId: string | undefined;
  /** BCP 47 tag for the prices (`en-US`). */
  locale: string;
  words: SearchFieldWords;
  onChoose: (option: SuggestionOption) => void;
  onClearRecent: () => void;
}

const headings = {
  recent: 'recent',
  term: 'terms',
  category: 'categories',
  product: 'products',
} as const satisfies Record<SuggestionGroup['kind'], keyof SearchFieldWords>;

/**
 * The header search's suggestions popup (ARIA combobox pattern, listbox popup): one group per
 * kind (recent searches, terms, categories, products with their image and price), each labelled,
 * the active option marked `aria-selected`; focus stays in the field. A pointer chooses an
 * option without taking focus from the field. With recent searches, a button clears them.
 * Loaded when the field is first focused, so no page ships it in its first load.
 */
export function SuggestionsList({
  id,
  groups,
  activeId,
  locale,
  words,
  onChoose,
  onClearRecent,
}: SuggestionsListProps) {
  const money = (amount: number, currency: string) =>
    numberFormat(locale, { style: 'currency', currency }).format(amount);
  return (
    <div className={styles.popup}>
      <div role="listbox" id={id} aria-label={words.suggestions}>
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's option group (ARIA combobox pattern), not a form's fieldset
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
            <div role="presentation" id={`${id}-${group.kind}`} className={styles.groupLabel}>
              {words[headings[group.kind]]}
            </div>
            {group.options.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant)
              <div
                key={option.id}
                id={`${id}-${option.id}`}
                role="option"
                tabIndex={-1}
                aria-selected={activeId === option.id}
                className={styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
              >
                {option.kind === 'product' ? (
                  <>
                    <span className={styles.thumb}>
                      <Image
                        sources={{ sm: { src: option.image.url, width: 48, height: 48 } }}
                        alt=""
                        sizes="48px"
                      />
                    </span>
                    <span className={styles.optionText}>
                      <span>{option.label}</span>
                      <span className={styles.price}>{money(option.price, option.currency)}</span>
                    </span>
                  </>
                ) : (
                  option.label
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {groups.some((g) => g.kind === 'recent') ? (
        <button
          type="button"
          className={styles.clear}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClearRecent}
        >
          {words.clearRecent}
        </button>
      ) : null}
    </div>
  );
}
