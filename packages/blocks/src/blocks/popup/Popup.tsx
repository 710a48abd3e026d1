import type { BlockProps } from '../../registry/registry';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { PopupClient } from './islands.client';
import * as styles from './Popup.css';
import type { PopupFields } from './schema';

/** The pop-up's close label (`blocks` namespace, `popup.close`) in the services' language. */
export function popupCloseLabel(services: Pick<BlockServices, 'locale' | 'messages'>): string {
  return blockWords(services)('popup.close');
}

/**
 * The pop-up block (spec 3 §3, §4, §9 "Pop-up", newsletter or registration type). It renders
 * only an empty root (`display: contents`) on the server (so a dismissed pop-up never flashes); its client island shows it
 * minimized on page entry, expands it after `delay` ms (default 2000) and stores dismissals by
 * `name` (see `PopupClient`). Analytics: impression, expand and click through the services.
 */
export function Popup({ fields, id, type, services }: BlockProps<PopupFields>) {
  return (
    <div className={styles.root} data-block-type={type} data-popup-name={fields.name}>
      <PopupClient id={id} fields={fields} labels={{ close: popupCloseLabel(services) }} />
    </div>
  );
}
