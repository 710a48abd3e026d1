import type { ProductAttribute } from '@storefront/api-contract';
import { VisuallyHidden } from '@storefront/ui';
import { type CatalogLabels, catalogLabels } from '../catalogLabels';
import type { OptionLinkComponent } from '../optionLink';
import * as styles from './SizePicker.css';

/** Props of {@link SizePicker}. */
export interface SizePickerProps {
  /** The attribute (size, width, gift card amount…) with its options (spec 3 §3). */
  attribute: ProductAttribute;
  /** The chosen option value, if any. */
  value?: string;
  /** URL of the page with this option chosen (the other choices kept), e.g. `?color=black&size=9`. */
  hrefOf: (value: string) => string;
  /** Whether the option, with the other choices, leads to stock; out-of-stock ones stay choosable. */
  inStock: (value: string) => boolean;
  /** The link element; `<a>` by default. */
  linkAs?: OptionLinkComponent;
  labels?: CatalogLabels;
}

/**
 * A picker for one attribute (server component): a labelled group of links, one per option,
 * carrying the choice in the URL query (shareable, works without JavaScript, keyboard: Tab and
 * Enter). The chosen one has `aria-current="true"`; options without stock are struck through
 * and say "out of stock" to screen readers but stay choosable (to see the state or ask to be
 * notified).
 */
export function SizePicker({
  attribute,
  value,
  hrefOf,
  inStock,
  linkAs: LinkAs = 'a' as unknown as OptionLinkComponent,
  labels = catalogLabels('en'),
}: SizePickerProps) {
  const chosen = attribute.options.find((o) => o.value === value);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {attribute.label}
        {chosen ? `: ${chosen.label}` : ''}
      </legend>
      <ul className={styles.list}>
        {attribute.options.map((option) => {
          const current = option.value === value;
          const stock = inStock(option.value);
          return (
            <li key={option.id}>
              <LinkAs
                href={hrefOf(option.value)}
                className={styles.option}
                aria-current={current ? 'true' : undefined}
                data-unavailable={stock ? undefined : 'true'}
                rel="nofollow"
              >
                {option.label}
                {stock ? null : <VisuallyHidden>, {labels.unavailable}</VisuallyHidden>}
              </LinkAs>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
