'use client';

import { Button, DialogClose, fillPlaceholders, Inline, Spinner } from '@storefront/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBlockServices } from '../../../services/context.client';
import type { FormsProfile, SignInView } from '../../../services/forms';
import * as styles from '../Dialog.css';
import type { DialogLabels } from '../labels';
import { eventDays, formatEventRange } from './dates';
import { EventJoinForm } from './EventJoinForm.client';
import { buildRegistrationPayload, type JoinFormValues } from './joinForm';

/** The event as the island receives it: rich text already sanitized on the server. */
export interface EventSignupContent {
  eventId: string;
  title: string;
  startDate: string;
  endDate: string;
  enablePlusOne: boolean;
  /** Sanitized HTML. */
  richTextHtml?: string;
  submitCtaLabel?: string;
  confirmationTitle?: string;
  confirmationSubtitle?: string;
}

/** The views of the event sign-up (spec 3 §2 Modals, §4 "Event sign-up"). */
export type EventSignupView = 'loading' | 'signIn' | 'join' | 'confirmation' | 'unavailable';

/** Props of {@link EventSignup}. */
export interface EventSignupProps {
  event: EventSignupContent;
  /** The hash that reopens the dialog after signing in, e.g. `#event-signup`. */
  anchor: string;
  localeTag: string;
  labels: DialogLabels;
  /** Shows the event's title as a heading (when the dialog's own title differs). */
  showTitle: boolean;
}

/**
 * The event sign-up (spec 3 §2 Modals, §4 "Event sign-up", §8): asks the host for the profile;
 * a guest sees step 1 (sign in or create an account, through `forms.requestSignIn` or the
 * host's sign-in page), a signed-in shopper skips to step 2, the join form. Submitting sends the
 * registration payload (spec 3 §3) through `forms.registerEvent`; success shows the
 * confirmation view with a close button, a failure a dismissible error alert with its message.
 * Without the `forms` service it says sign-up is unavailable (never crashes).
 */
export function EventSignup({ event, anchor, localeTag, labels, showTitle }: EventSignupProps) {
  const { forms, locale, log } = useBlockServices();
  const [view, setView] = useState<EventSignupView>(forms ? 'loading' : 'unavailable');
  const [profile, setProfile] = useState<FormsProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const days = useMemo(
    () => eventDays(event.startDate, event.endDate),
    [event.startDate, event.endDate],
  );
  const firstView = useRef(true);

  useEffect(() => {
    if (!forms) return;
    let live = true;
    forms.getProfile().then(
      (found) => {
        if (!live) return;
        setProfile(found);
        setView(found ? 'join' : 'signIn');
      },
      (cause: unknown) => {
        log({
          level: 'warn',
          event: 'eventSignup.profileUnavailable',
          error: cause,
          fields: { eventId: event.eventId },
        });
        if (live) setView('signIn');
      },
    );
    return () => {
      live = false;
    };
  }, [forms, event.eventId, log]);

  useEffect(() => {
    // Move focus to the new step's heading (not on first render: the dialog focuses itself).
    if (view === 'loading') return;
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [view]);

  const signIn = (which: SignInView) => {
    const returnTo = `${window.location.pathname}${window.location.search}${anchor}`;
    if (forms?.requestSignIn) forms.requestSignIn(which, returnTo);
  };
  const signInHref = (which: SignInView) =>
    `/${locale.path ?? 'en-us'}/${which === 'signIn' ? 'sign-in' : 'sign-up'}?returnTo=${encodeURIComponent(anchor)}`;

  const submit = async (values: JoinFormValues) => {
    if (!forms || !profile) return;
    setError(null);
    try {
      await forms.registerEvent(
        buildRegistrationPayload(profile, event.eventId, values, new Date()),
      );
      setView('confirmation');
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : labels.unavailable);
    }
  };

  const range = formatEventRange(event.startDate, event.endDate, localeTag);
  const intro = (
    <>
      {showTitle ? <h3 className={styles.heading}>{event.title}</h3> : null}
      {range ? <p className={styles.meta}>{range}</p> : null}
      {event.richTextHtml ? (
        <div
          className={styles.richText}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (sanitize, richText preset).
          dangerouslySetInnerHTML={{ __html: event.richTextHtml }}
        />
      ) : null}
    </>
  );

  if (view === 'confirmation')
    return (
      <section className={styles.section} data-event-view="confirmation" aria-live="polite">
        <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {event.confirmationTitle ?? labels.confirmationTitle}
        </h3>
        <p className={styles.meta}>{event.confirmationSubtitle ?? labels.confirmationSubtitle}</p>
        <Inline gap="sm" align="stretch">
          <DialogClose asChild>
            <Button variant="secondary">{labels.close}</Button>
          </DialogClose>
        </Inline>
      </section>
    );

  return (
    <>
      {intro}
      <section className={styles.section} data-event-view={view} aria-busy={view === 'loading'}>
        {view === 'loading' ? (
          <p className={styles.status}>
            <Spinner size="sm" decorative /> {labels.loading}
          </p>
        ) : null}
        {view === 'unavailable' ? <p className={styles.status}>{labels.unavailable}</p> : null}
        {view === 'signIn' ? (
          <>
            <p className={styles.meta}>{fillPlaceholders(labels.step, { step: 1, total: 2 })}</p>
            <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
              {labels.signInTitle}
            </h3>
            <p className={styles.status}>{labels.signInIntro}</p>
            <Inline gap="sm" align="stretch">
              {forms?.requestSignIn ? (
                <>
                  {/* The host's sign-in opens in place of this dialog (one dialog at a time,
                      spec 1 §2); `returnTo` carries its hash, so it reopens once signed in. */}
                  <DialogClose asChild>
                    <Button onClick={() => signIn('signIn')}>{labels.signIn}</Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button variant="secondary" onClick={() => signIn('signUp')}>
                      {labels.createAccount}
                    </Button>
                  </DialogClose>
                </>
              ) : (
                <>
                  <Button href={signInHref('signIn')}>{labels.signIn}</Button>
                  <Button variant="secondary" href={signInHref('signUp')}>
                    {labels.createAccount}
                  </Button>
                </>
              )}
            </Inline>
          </>
        ) : null}
        {view === 'join' && profile ? (
          <>
            <p className={styles.meta}>{fillPlaceholders(labels.step, { step: 2, total: 2 })}</p>
            <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
              {labels.joinTitle}
            </h3>
            <EventJoinForm
              email={profile.email}
              days={days}
              enablePlusOne={event.enablePlusOne}
              submitLabel={event.submitCtaLabel ?? labels.submit}
              localeTag={localeTag}
              labels={labels}
              error={error}
              onDismissError={() => setError(null)}
              onSubmit={submit}
            />
          </>
        ) : null}
      </section>
    </>
  );
}
