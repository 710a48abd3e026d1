/** Words an {@link OptionPicker} says to screen readers after an option's label. */
export interface OptionPickerLabels {
  /** The option, with the other choices, has no stock (still choosable). */
  outOfStock: string;
  /** The option does not exist with the other choices (not choosable). */
  unavailable: string;
}

const words: Record<'en' | 'fr', OptionPickerLabels> = {
  en: { outOfStock: 'out of stock', unavailable: 'unavailable' },
  fr: { outOfStock: 'en rupture de stock', unavailable: 'non disponible' },
};

/**
 * The option picker's words for a language (`en` or `fr`; any other language gets English).
 * @param language ISO 639-1 code, e.g. `fr`
 */
export function optionPickerLabels(language: string): OptionPickerLabels {
  return language === 'fr' ? words.fr : words.en;
}
