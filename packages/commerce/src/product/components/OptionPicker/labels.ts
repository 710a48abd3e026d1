import type { Translate } from '../../../messages/translate';

/** Words an {@link OptionPicker} says to screen readers after an option's label. */
export interface OptionPickerLabels {
  /** The option, with the other choices, has no stock (still choosable). */
  outOfStock: string;
  /** The option does not exist with the other choices (not choosable). */
  unavailable: string;
}

/**
 * The option picker's words from a translator of the `catalog` namespace (its `optionPicker`
 * group). Only strings: a server component may build them.
 */
export function optionPickerLabelsFrom(t: Translate): OptionPickerLabels {
  return { outOfStock: t('optionPicker.outOfStock'), unavailable: t('optionPicker.unavailable') };
}
