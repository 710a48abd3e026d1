import type { ProductAttribute } from '@storefront/api-contract';
import { useId } from 'react';
import type { OptionPickerLabels } from './labels';
import { OptionContent, type OptionLook, type OptionStock, optionClass } from './OptionContent';
import * as styles from './OptionPicker.css';
import type { OptionLinkComponent } from './optionLink';

interface CommonProps {
  /** The attribute (colour, size, width, gift card amount…) with its options (spec 3 §3). */
  attribute: ProductAttribute;
  /** The chosen option value, if any; the legend names it. */
  value?: string;
  /** Whether the option, with the other choices, leads to stock; out-of-stock ones stay choosable. */
  inStock: (value: string) => boolean;
  /** Whether the option exists with the other choices; unavailable ones cannot be chosen. All by default. */
  available?: (value: string) => boolean;
  /** `text` chips (default) or round colour `swatch`es (each option's `swatch` a CSS colour). */
  look?: OptionLook;
  /** Words for out-of-stock and unavailable options; English by default. */
  labels: OptionPickerLabels;
}

/** Link mode: each option is a link to the page with it chosen (product page; works without JS). */
export interface OptionPickerLinkProps extends CommonProps {
  mode: 'link';
  /** URL of the page with this option chosen (the other choices kept), e.g. `?color=black&size=9`. */
  hrefOf: (value: string) => string;
  /** The link element; `<a>` by default (an app passes its router's link). */
  linkAs?: OptionLinkComponent;
}

/** Radio mode: a native radio group whose choice stays in the component's owner (quick-shop). */
export interface OptionPickerRadioProps extends CommonProps {
  mode: 'radio';
  /** Called with the option value the shopper chose (click, or arrow keys). */
  onChange: (value: string) => void;
  /** The radios' form name; a generated one by default. */
  name?: string;
}

/** Props of {@link OptionPicker}. */
export type OptionPickerProps = OptionPickerLinkProps | OptionPickerRadioProps;

/**
 * A picker for one product attribute (spec 3 §3 attributes, §4 stock): a fieldset whose legend
 * names the attribute and the chosen option, one option per attribute option, drawn as text
 * chips or colour swatches.
 *
 * - `mode: 'link'` (server-safe): links carrying the choice in the URL query (shareable, works
 *   without JavaScript; keyboard Tab and Enter); the chosen one has `aria-current="true"`.
 * - `mode: 'radio'`: native radios, so the WAI-ARIA radio group keyboard holds: Tab enters the
 *   group at the checked radio, arrow keys move and choose, disabled options are skipped.
 *
 * Out-of-stock options are struck through (faded as swatches) and say so to screen readers, but
 * stay choosable (to see the state or ask to be notified); unavailable ones (`available`
 * false) cannot be chosen: a plain text in link mode, a disabled radio in radio mode.
 */
export function OptionPicker(props: OptionPickerProps) {
  const { attribute, value } = props;
  const chosen = attribute.options.find((o) => o.value === value);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {attribute.label}
        {chosen ? `: ${chosen.label}` : ''}
      </legend>
      {props.mode === 'link' ? <OptionLinks {...props} /> : <OptionRadios {...props} />}
    </fieldset>
  );
}

function stockOf(props: CommonProps, value: string): OptionStock {
  if (props.available && !props.available(value)) return 'unavailable';
  return props.inStock(value) ? 'in' : 'out';
}

/** `data-unavailable`: absent in stock, `out-of-stock` or `unavailable` (e2e picks options by it). */
function unavailableAttr(stock: OptionStock): string | undefined {
  return stock === 'in' ? undefined : stock === 'out' ? 'out-of-stock' : 'unavailable';
}

function OptionLinks(props: OptionPickerLinkProps) {
  const { attribute, value, hrefOf, look = 'text' } = props;
  const LinkAs = props.linkAs ?? ('a' as unknown as OptionLinkComponent);
  const labels = props.labels;
  return (
    <ul className={styles.list}>
      {attribute.options.map((option) => {
        const stock = stockOf(props, option.value);
        const content = <OptionContent option={option} look={look} stock={stock} labels={labels} />;
        return (
          <li key={option.id}>
            {stock === 'unavailable' ? (
              <span className={optionClass(look)} data-unavailable={unavailableAttr(stock)}>
                {content}
              </span>
            ) : (
              <LinkAs
                href={hrefOf(option.value)}
                className={optionClass(look)}
                aria-current={option.value === value ? 'true' : undefined}
                data-unavailable={unavailableAttr(stock)}
                rel="nofollow"
              >
                {content}
              </LinkAs>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function OptionRadios(props: OptionPickerRadioProps) {
  const { attribute, value, onChange, look = 'text' } = props;
  const generated = useId();
  const name = props.name ?? generated;
  const labels = props.labels;
  return (
    <ul className={styles.list}>
      {attribute.options.map((option) => {
        const id = `${generated}-${option.id}`;
        const stock = stockOf(props, option.value);
        return (
          <li key={option.id}>
            <input
              className={styles.radio}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={stock === 'unavailable'}
              onChange={() => onChange(option.value)}
            />
            <label
              htmlFor={id}
              className={optionClass(look)}
              data-unavailable={unavailableAttr(stock)}
            >
              <OptionContent option={option} look={look} stock={stock} labels={labels} />
            </label>
          </li>
        );
      })}
    </ul>
  );
}
