import type { PersonalisationTestContext } from '@storefront/blocks/services';
import { Select, Text } from '@storefront/ui';
import type { ExperienceOption } from '../../lib/experiences';
import { formatTestContext, testContextFieldPrefix } from '../../lib/query';
import * as styles from './VariantPicker.css';

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  /** The experiences of the shown documents (see `collectExperiences`). */
  experiences: readonly ExperienceOption[];
  /** The current `p13n_testcontext`. */
  testContext?: PersonalisationTestContext;
}

/**
 * The experience variant picker (spec 3 §2, §4 "Experience"): one select per experience of
 * the shown documents, "Baseline" or one of its variants; submitted with the controls form as
 * `tc.<experienceId>` and written into the view's `p13n_testcontext` (forced variants of other
 * experiences are kept through a hidden field). In preview no decision runs, so an experience
 * without a forced variant shows its baselines.
 */
export function VariantPicker({ experiences, testContext }: VariantPickerProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Experience variants (p13n_testcontext)</legend>
      {testContext ? (
        <input type="hidden" name="p13n_testcontext" value={formatTestContext(testContext)} />
      ) : null}
      {experiences.length === 0 ? (
        <Text tone="muted" size="sm">
          No experience blocks in the shown documents.
        </Text>
      ) : (
        experiences.map((experience) => (
          <Select
            key={experience.experienceId}
            name={`${testContextFieldPrefix}${experience.experienceId}`}
            label={`Experience ${experience.experienceId}`}
            defaultValue={testContext?.[experience.experienceId] ?? ''}
            options={[
              { value: '', label: 'Baseline (no variant forced)' },
              ...experience.variants.map((variant) => ({
                value: variant.variantId,
                label: `${variant.name} (${variant.variantId})`,
              })),
            ]}
          />
        ))
      )}
    </fieldset>
  );
}
