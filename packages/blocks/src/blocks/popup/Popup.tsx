import type { BlockProps } from '../../registry/registry';
import * as styles from './Popup.css';
import { PopupClient } from './PopupClient.client';
import type { PopupFields } from './schema';

const closeLabels: Record<string, string> = { en: 'Close', fr: 'Fermer' };

/** The pop-up's close label for a BCP 47 locale tag (English unless the language has its own). */
export function popupCloseLabel(localeTag: string): string {
  const language = localeTag.split('-')[0]?.toLowerCase() ?? 'en';
  return closeLabels[language] ?? (closeLabels.en as string);
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
      <PopupClient
        id={id}
        fields={fields}
        labels={{ close: popupCloseLabel(services.locale.tag) }}
      />
    </div>
  );
}
