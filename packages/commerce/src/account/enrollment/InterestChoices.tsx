import { Checkbox } from '@storefront/ui';
import * as styles from './EnrollmentFlow.css';
import { parseInterests } from './enrollmentSteps';
import { type EnrollmentLabels, interestValues } from './labels';

/**
 * The interests checkboxes (spec 2 §3 `preferences.interests`, §9): one `interests` box per
 * value of {@link interestValues}, those of `chosen` (pipe-separated) ticked at first. Shared by
 * the interests dialog and the enrolment flow's interests step; the form reads the boxes.
 */
export function InterestChoices({
  idPrefix,
  chosen,
  labels,
}: {
  /** Prefix of each box's id (unique on the page). */
  idPrefix: string;
  chosen: string | null | undefined;
  labels: EnrollmentLabels;
}) {
  const ticked = new Set(parseInterests(chosen));
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.intro}>{labels.steps.interests}</legend>
      {interestValues.map((value) => (
        <Checkbox
          key={value}
          id={`${idPrefix}-interest-${value}`}
          name="interests"
          value={value}
          label={labels.interests[value]}
          defaultChecked={ticked.has(value)}
        />
      ))}
    </fieldset>
  );
}
