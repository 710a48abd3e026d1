import * as styles from './Compare.css';
import { compareFormId, compareParam } from './compareSelection';

/**
 * The compare choice under a product card (spec 2 §7 compare): a checkbox of the listing's
 * compare form (joined by its `form` attribute, so it works without JavaScript), named by the
 * product for assistive technology ("Compare Meadow Walker").
 */
export function CompareChoice({
  productId,
  text,
  label,
}: {
  productId: string;
  /** The visible word, e.g. "Compare". */
  text: string;
  /** The accessible name, starting with the visible word. */
  label: string;
}) {
  return (
    <label className={styles.choice}>
      <input
        className={styles.box}
        type="checkbox"
        name={compareParam}
        value={productId}
        form={compareFormId}
        aria-label={label}
      />
      <span aria-hidden="true">{text}</span>
    </label>
  );
}
