import type { ProductAttribute } from '@storefront/api-contract';
import { VisuallyHidden } from '@storefront/ui';
import { type CatalogLabels, catalogLabels } from '../catalogLabels';
import type { OptionLinkComponent } from '../optionLink';
import * as pickerStyles from '../SizePicker/SizePicker.css';
import * as styles from './ColourSwatches.css';

/** Props of {@link ColourSwatches}. */
export interface ColourSwatchesProps {
  /** The colour attribute; each option's `swatch` is a CSS colour (spec 3 §3). */
  attribute: ProductAttribute;
  /** The chosen colour value. */
  value?: string;
  /** URL of the page with this colour chosen (the other choices kept). */
  hrefOf: (value: string) => string;
  /** Whether the colour, with the other choices, leads to stock. */
  inStock: (value: string) => boolean;
  /** The link element; `<a>` by default. */
  linkAs?: OptionLinkComponent;
  labels?: CatalogLabels;
}

/**
 * Colour swatches (server component): a labelled group of round links, one per colour, named
 * by the colour's label, carrying the choice in the URL query; the legend names the chosen
 * colour, the chosen link has `aria-current="true"`, colours without stock are faded and say
 * "out of stock" to screen readers.
 */
export function ColourSwatches({
  attribute,
  value,
  hrefOf,
  inStock,
  linkAs: LinkAs = 'a' as unknown as OptionLinkComponent,
  labels = catalogLabels('en'),
}: ColourSwatchesProps) {
  const chosen = attribute.options.find((o) => o.value === value);
  return (
    <fieldset className={pickerStyles.fieldset}>
      <legend className={pickerStyles.legend}>
        {attribute.label}
        {chosen ? `: ${chosen.label}` : ''}
      </legend>
      <ul className={pickerStyles.list}>
        {attribute.options.map((option) => {
          const current = option.value === value;
          const stock = inStock(option.value);
          return (
            <li key={option.id}>
              <LinkAs
                href={hrefOf(option.value)}
                className={styles.swatchLink}
                aria-current={current ? 'true' : undefined}
                data-unavailable={stock ? undefined : 'true'}
                rel="nofollow"
              >
                <span
                  className={styles.chip}
                  style={{ background: option.swatch ?? 'transparent' }}
                  aria-hidden="true"
                />
                <VisuallyHidden>
                  {option.label}
                  {stock ? '' : `, ${labels.unavailable}`}
                </VisuallyHidden>
              </LinkAs>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
