import { storefrontLocales } from '@storefront/api-contract';
import { defaultRegistry } from '@storefront/blocks';
import { Button, Select, TextField } from '@storefront/ui';
import type { ExperienceOption } from '../../lib/experiences';
import {
  previewDateTimeInvalidMessage,
  previewThemes,
  type ShowcaseQuery,
  showcaseLimits,
} from '../../lib/query';
import { SegmentSimulator } from '../SegmentSimulator';
import { VariantPicker } from '../VariantPicker';
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
  /** Experiences of the shown documents, for the variant picker. */
  experiences?: readonly ExperienceOption[];
}

/**
 * The preview tool's controls (spec 3 §2): docType (required), layoutVariant, limit
 * (10, 20, 50), locale, brand theme, preview date and time (UTC; what is scheduled then), the
 * segment simulator and the experience variant picker — a GET form, so every view is a
 * shareable URL. Submitting returns to page 1 and keeps the breakpoint.
 */
export function ShowcaseControls({ query, docTypeError, experiences = [] }: ShowcaseControlsProps) {
  return (
    <form method="get" action="/" className={styles.form} aria-label="Preview controls">
      <div className={styles.fields}>
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
        <Select
          name="theme"
          label="Brand theme"
          defaultValue={query.theme}
          options={previewThemes.map((t) => ({ value: t, label: t }))}
        />
        <TextField
          name="previewDateTime"
          type="datetime-local"
          label="Preview date and time (UTC)"
          description="Shows what is scheduled at that moment; empty = now."
          defaultValue={query.previewDateTime ?? query.previewDateTimeInvalid ?? ''}
          {...(query.previewDateTimeInvalid ? { error: previewDateTimeInvalidMessage } : {})}
        />
      </div>
      <div className={styles.groups}>
        <SegmentSimulator value={query.segments} />
        <VariantPicker
          experiences={experiences}
          {...(query.testContext ? { testContext: query.testContext } : {})}
        />
      </div>
      <p className={styles.note}>
        Consent: assumed in preview mode (spec 3 §9), so personalisation runs in every region, EMEA
        included.
      </p>
      <input type="hidden" name="breakpoint" value={query.breakpoint} />
      <input type="hidden" name="page" value="1" />
      <div>
        <Button type="submit">Show documents</Button>
      </div>
    </form>
  );
}
