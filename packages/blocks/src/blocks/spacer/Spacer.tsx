import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import * as styles from './Spacer.css';
import type { SpacerFields } from './schema';

/**
 * A spacer (spec 3 §3 "Other blocks"): vertical space of the theme's space scale per breakpoint
 * (md falls back to sm, lg to md), optionally with a divider line across the middle.
 * Decorative (`aria-hidden`). A server component.
 */
export function Spacer({ fields }: BlockProps<SpacerFields>) {
  const sm = fields.size.sm;
  const md = fields.size.md ?? sm;
  const lg = fields.size.lg ?? md;
  return (
    <div
      aria-hidden="true"
      data-block="spacer"
      className={clsx(
        styles.spacer,
        styles.height.sm[sm],
        styles.height.md[md],
        styles.height.lg[lg],
      )}
    >
      {fields.divider ? <hr className={styles.divider} /> : null}
    </div>
  );
}
