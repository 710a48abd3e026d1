import type { ProductAttribute } from '@storefront/api-contract';
import { VisuallyHidden } from '@storefront/ui';
import type { OptionPickerLabels } from './labels';
import * as styles from './OptionPicker.css';

/** How options are drawn: text chips (with a colour dot where the option has a swatch) or round swatches. */
export type OptionLook = 'text' | 'swatch';

/** An option's stock: `in`, `out` (choosable, struck through) or `unavailable` (not choosable). */
export type OptionStock = 'in' | 'out' | 'unavailable';

type Option = ProductAttribute['options'][number];

/** The class of an option's element for a look. */
export function optionClass(look: OptionLook): string {
  return look === 'swatch' ? styles.swatch : styles.text;
}

/** The inside of one option: its colour (chip or dot), its label and its stock in words. */
export function OptionContent({
  option,
  look,
  stock,
  labels,
}: {
  option: Option;
  look: OptionLook;
  stock: OptionStock;
  labels: OptionPickerLabels;
}) {
  const said =
    stock === 'out'
      ? `, ${labels.outOfStock}`
      : stock === 'unavailable'
        ? `, ${labels.unavailable}`
        : '';
  if (look === 'swatch') {
    return (
      <>
        <span
          className={styles.chip}
          style={{ background: option.swatch ?? 'transparent' }}
          aria-hidden="true"
        />
        <VisuallyHidden>
          {option.label}
          {said}
        </VisuallyHidden>
      </>
    );
  }
  return (
    <>
      {option.swatch ? (
        <span className={styles.dot} style={{ background: option.swatch }} aria-hidden="true" />
      ) : null}
      {option.label}
      {said ? <VisuallyHidden>{said}</VisuallyHidden> : null}
    </>
  );
}
