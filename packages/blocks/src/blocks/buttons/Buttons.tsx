import { Button } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import * as styles from './Buttons.css';
import type { ButtonsFields } from './schema';

/**
 * A group of buttons (spec 3 §1 "buttons"): ui Buttons rendered as links (url + target
 * attribute; external and new-tab links get `rel="noopener noreferrer"`) in a list, with size,
 * alignment and optional full width on small screens. A server component.
 */
export function Buttons({ fields }: BlockProps<ButtonsFields>) {
  return (
    <ul
      data-block="buttons"
      className={clsx(
        styles.group({ alignment: fields.alignment, fullWidthOnSm: fields.fullWidthOnSm }),
        fields.fullWidthOnSm && styles.stretch,
      )}
    >
      {fields.buttons.map((button, index) => (
        <li key={`${button.url}:${index}`}>
          <Button
            href={button.url}
            target={button.target}
            variant={button.variant}
            size={fields.size}
          >
            {button.text}
          </Button>
        </li>
      ))}
    </ul>
  );
}
