'use client';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBlockServices } from '../../services/context.client';
import { recalculateEventName } from '../../services/personalisation';
import { experienceRoot } from './Experience.css';

/** Props of {@link ExperienceTracker}: serialisable only (it is a client island). */
export interface ExperienceTrackerProps {
  blockId: string;
  experienceId: string;
  /** `baseline` or the chosen variant's `variantId`. */
  variantId: string;
  /** Page event name sent on click; no click tracking without it. */
  trackingEvent?: string;
  /** The server-rendered content of the baseline or variant. */
  children: ReactNode;
}

/**
 * The experience's client island (spec 3 §4 "Experience"): wraps the server-rendered content,
 * sends `trackingEvent` through the host's analytics when the shopper clicks inside it, and
 * asks the host to recalculate the decision on the `p13n:recalculate` window event (an event
 * whose `detail.experienceId` names another experience is ignored). Needs the host's
 * `BlockServicesProvider` for both.
 */
export function ExperienceTracker({
  blockId,
  experienceId,
  variantId,
  trackingEvent,
  children,
}: ExperienceTrackerProps) {
  const services = useBlockServices();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !trackingEvent) return;
    const onClick = () =>
      services.analytics.track({
        name: trackingEvent,
        blockType: 'experience',
        blockId,
        data: { experienceId, variantId },
      });
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [services, blockId, experienceId, variantId, trackingEvent]);

  useEffect(() => {
    const onRecalculate = (event: Event) => {
      const target = (event as CustomEvent<{ experienceId?: string } | null>).detail?.experienceId;
      if (!target || target === experienceId) services.personalisation.recalculate(experienceId);
    };
    window.addEventListener(recalculateEventName, onRecalculate);
    return () => window.removeEventListener(recalculateEventName, onRecalculate);
  }, [services, experienceId]);

  return (
    <div
      ref={ref}
      className={experienceRoot}
      data-experience-id={experienceId}
      data-variant-id={variantId}
    >
      {children}
    </div>
  );
}
