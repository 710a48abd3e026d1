'use client';

import { Button, Dialog, Image, Inline, Spinner } from '@storefront/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CtaTarget, ImageAsset } from '../../model/fields';
import * as styles from './Dialog.css';
import type { EventSignupContent } from './event/EventSignup.client';
import type { DialogLabels } from './labels';
import type { DialogFields } from './schema';

// The forms (react-hook-form, zod) load when the dialog first shows them, not with the page:
// every page that renders a block island would otherwise download them.
const loadEventSignup = () => import('./event/EventSignup.client');
const loadNewsletterForm = () => import('./newsletter/NewsletterForm.client');
const EventSignup = lazy(() => loadEventSignup().then((m) => ({ default: m.EventSignup })));
const NewsletterForm = lazy(() =>
  loadNewsletterForm().then((m) => ({ default: m.NewsletterForm })),
);

/** Starts loading the forms this dialog shows (on intent: pointer or focus on its trigger). */
function preloadForms(props: DialogClientProps): void {
  if (props.variant === 'event-signup' && props.event) loadEventSignup().catch(() => undefined);
  if (props.newsletterForm) loadNewsletterForm().catch(() => undefined);
}

/** What the dialog shows while its form's code loads. */
function FormLoading({ labels }: { labels: DialogLabels }) {
  return (
    <p className={styles.status}>
      <Spinner size="sm" label={labels.loading} />
    </p>
  );
}

/** Props of {@link DialogClient}: serialisable only (a client island); HTML already sanitized. */
export interface DialogClientProps {
  id: string;
  /** The URL hash (without `#`) that opens the dialog. */
  anchorId: string;
  title: string;
  triggerLabel?: string;
  variant: DialogFields['variant'];
  media?: ImageAsset;
  mediaPosition: DialogFields['mediaPosition'];
  richTextHtml?: string;
  newsletterForm?: DialogFields['newsletterForm'];
  targets: CtaTarget[];
  event?: EventSignupContent;
  localeTag: string;
  /** The dialog's words, resolved by the server block (`dialogLabels`). */
  labels: DialogLabels;
}

/** Whether the page's URL hash names this dialog. */
function hashOpens(anchorId: string): boolean {
  return decodeURIComponent(window.location.hash.slice(1)) === anchorId;
}

/**
 * The dialog island (spec 3 §2 Modals, §3 "Dialog") on the ui Dialog (Radix: focus trap,
 * Escape, scroll lock). It opens from its trigger button, and from the URL hash `#anchorId`
 * (on load and on `hashchange`), and any same-page link to it (e.g. a banner CTA
 * `#event-signup`) opens it without navigating; closing removes the hash. Inside: media at `mediaPosition` (`top` above, `left-normal`/`left-large`
 * beside the body from md up, `body` after the text), rich text, the event sign-up
 * (variant `event-signup`), the newsletter form and the targets. The forms' code (react-hook-form,
 * zod) loads on first show, preloaded on pointer or focus on the trigger.
 */
export function DialogClient(props: DialogClientProps) {
  const { anchorId, title, triggerLabel, media, mediaPosition, localeTag, labels } = props;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sync = () => {
      if (hashOpens(anchorId)) setOpen(true);
    };
    // A same-page link to the hash opens the dialog without navigating (no history entry).
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (!href?.includes('#')) return;
      const url = new URL(href, window.location.href);
      const samePage = url.pathname === window.location.pathname;
      if (!samePage || decodeURIComponent(url.hash.slice(1)) !== anchorId) return;
      event.preventDefault();
      setOpen(true);
    };
    sync();
    window.addEventListener('hashchange', sync);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', sync);
      document.removeEventListener('click', onClick);
    };
  }, [anchorId]);

  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next && hashOpens(anchorId)) {
        const { pathname, search } = window.location;
        window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      }
    },
    [anchorId],
  );

  const image = media ? (
    <Image
      className={styles.media}
      sources={{ sm: { src: media.url, width: media.width, height: media.height } }}
      alt={media.alt}
      loading="eager"
    />
  ) : null;
  const showEventTitle = Boolean(props.event && props.event.title !== title);

  return (
    <>
      {triggerLabel ? (
        <Button
          variant="primary"
          onClick={() => onOpenChange(true)}
          onPointerEnter={() => preloadForms(props)}
          onFocus={() => preloadForms(props)}
          aria-haspopup="dialog"
        >
          {triggerLabel}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        closeLabel={labels.close}
        size={mediaPosition.startsWith('left') ? 'lg' : 'md'}
      >
        <div
          className={styles.layout[mediaPosition]}
          data-dialog-variant={props.variant}
          data-media-position={mediaPosition}
        >
          {mediaPosition !== 'body' ? image : null}
          <div className={styles.body}>
            {props.richTextHtml ? (
              <div
                className={styles.richText}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize, richText preset).
                dangerouslySetInnerHTML={{ __html: props.richTextHtml }}
              />
            ) : null}
            {mediaPosition === 'body' ? image : null}
            {props.variant === 'event-signup' && props.event ? (
              <Suspense fallback={<FormLoading labels={labels} />}>
                <EventSignup
                  event={props.event}
                  anchor={`#${anchorId}`}
                  localeTag={localeTag}
                  labels={labels}
                  showTitle={showEventTitle}
                />
              </Suspense>
            ) : null}
            {props.newsletterForm ? (
              <Suspense fallback={<FormLoading labels={labels} />}>
                <NewsletterForm
                  {...props.newsletterForm}
                  source={`dialog:${props.id}`}
                  labels={labels}
                />
              </Suspense>
            ) : null}
            {props.targets.length > 0 ? (
              <Inline gap="sm" align="stretch">
                {props.targets.map((target) => (
                  <a
                    key={`${target.url}|${target.text}`}
                    className={styles.target}
                    href={target.url}
                    target={target.target}
                    rel={target.target === '_blank' ? 'noopener noreferrer' : undefined}
                  >
                    {target.text}
                  </a>
                ))}
              </Inline>
            ) : null}
          </div>
        </div>
      </Dialog>
    </>
  );
}
