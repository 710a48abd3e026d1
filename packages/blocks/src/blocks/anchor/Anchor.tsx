import type { BlockProps } from '../../registry/registry';
import * as styles from './Anchor.css';
import type { AnchorFields } from './schema';

/**
 * An anchor (spec 3 §1): an empty element with the `anchorId` as its id, the target of in-page
 * links such as `#size-guide`, with a scroll margin for the sticky header. In preview it also
 * shows a small marker with the id and label so editors see where it is; in production it is
 * invisible. A server component.
 */
export function Anchor({ fields, mode }: BlockProps<AnchorFields>) {
  return (
    <div id={fields.anchorId} className={styles.anchor[fields.scrollOffset]} data-block="anchor">
      {mode === 'preview' ? (
        <span className={styles.marker}>
          #{fields.anchorId}
          {fields.label ? ` · ${fields.label}` : ''}
        </span>
      ) : null}
    </div>
  );
}
