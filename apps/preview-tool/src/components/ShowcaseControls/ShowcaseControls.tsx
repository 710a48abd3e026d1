import { storefrontLocales } from '@storefront/api-contract';
import { defaultRegistry } from '@storefront/blocks';
import { Button, Select, TextField } from '@storefront/ui';
import { type ShowcaseQuery, showcaseLimits } from '../../lib/query';
import * as styles from './ShowcaseControls.css';

/**
 * Document types an editor can preview: the page-level documents of the content service
 * (spec 2 §7) and one showcase type per block type of the registry.
 */
export const docTypes = [
  'page',
  'menu',
  'footer',
  'fragment',
  'category',
  'product',
  'popups',
  ...Object.keys(defaultRegistry).sort(),
];

/** Props of {@link ShowcaseControls}. */
export interface ShowcaseControlsProps {
  query: ShowcaseQuery;
  /** The message shown at the docType field, e.g. 'Doc type is required'. */
  docTypeError?: string;
}

/**
 * The preview tool's controls (spec 3 §2): docType (required), layoutVariant, limit
 * (10, 20, 50) and locale, as a GET form so every view is a shareable URL and works without
 * JavaScript. Submitting returns to page 1.
 */
export function ShowcaseControls({ query, docTypeError }: ShowcaseControlsProps) {
  return (
    <form method="get" action="/" className={styles.form} aria-label="Preview controls">
      <Select
        name="docType"
        label="Doc type"
        required
        placeholder="Choose a doc type"
        defaultValue={query.docType ?? ''}
        options={docTypes.map((value) => ({ value, label: value }))}
        {...(docTypeError ? { error: docTypeError } : {})}
      />
      <TextField
        name="layoutVariant"
        label="Layout variant"
        defaultValue={query.layoutVariant ?? ''}
      />
      <Select
        name="limit"
        label="Per page"
        defaultValue={String(query.limit)}
        options={showcaseLimits.map((n) => ({ value: String(n), label: String(n) }))}
      />
      <Select
        name="locale"
        label="Locale"
        defaultValue={query.locale.path}
        options={storefrontLocales.map((l) => ({ value: l.path, label: l.tag }))}
      />
      <input type="hidden" name="page" value="1" />
      <Button type="submit">Show documents</Button>
    </form>
  );
}
