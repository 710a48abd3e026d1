import { sanitize } from '../../html/sanitize';
import type { BlockProps } from '../../registry/registry';
import * as styles from './Dialog.css';
import { DialogClient } from './islands.client';
import { dialogLabels } from './labels';
import type { DialogFields } from './schema';

/** The HTML of CMS rich text after sanitizing, or `undefined` when nothing is left. */
function clean(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const safe = sanitize(html, 'richText');
  return safe.trim() ? safe : undefined;
}

/**
 * The dialog block (spec 3 §2 Modals, §3 "Dialog", "Event sign-up content", §4 "Event
 * sign-up"). A server component: it sanitizes the rich text (like the richText block) and hands
 * serialisable fields to its island, which renders the trigger button (if `triggerLabel`) and
 * the ui Dialog, opened by the trigger or the URL hash `#anchorId` (default: the block id).
 */
export function DialogBlock({ fields, id, type, services }: BlockProps<DialogFields>) {
  const anchorId = fields.anchorId ?? id;
  const { event } = fields;
  const eventHtml = clean(event?.richText);
  return (
    <div
      className={fields.triggerLabel ? styles.root : styles.rootHidden}
      data-block-type={type}
      data-dialog-anchor={anchorId}
    >
      <DialogClient
        id={id}
        anchorId={anchorId}
        title={fields.title ?? event?.title ?? anchorId}
        variant={fields.variant}
        mediaPosition={fields.mediaPosition}
        targets={fields.targets}
        localeTag={services.locale.tag}
        labels={dialogLabels(services)}
        {...(fields.triggerLabel ? { triggerLabel: fields.triggerLabel } : {})}
        {...(fields.media ? { media: fields.media } : {})}
        {...(clean(fields.richText) ? { richTextHtml: clean(fields.richText) } : {})}
        {...(fields.newsletterForm ? { newsletterForm: fields.newsletterForm } : {})}
        {...(event
          ? {
              event: {
                eventId: event.eventId,
                title: event.title,
                startDate: event.startDate,
                endDate: event.endDate,
                enablePlusOne: event.enablePlusOne,
                ...(eventHtml ? { richTextHtml: eventHtml } : {}),
                ...(event.submitCtaLabel ? { submitCtaLabel: event.submitCtaLabel } : {}),
                ...(event.confirmationTitle ? { confirmationTitle: event.confirmationTitle } : {}),
                ...(event.confirmationSubtitle
                  ? { confirmationSubtitle: event.confirmationSubtitle }
                  : {}),
              },
            }
          : {})}
      />
    </div>
  );
}
