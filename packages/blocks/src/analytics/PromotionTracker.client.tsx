'use client';
import { useEffect } from 'react';
import { useBlockServices } from '../services/context.client';
import { promotionEvents, promotionSelector, readPromotion } from './promotion';

/** Props of {@link PromotionTracker}. */
export interface PromotionTrackerProps {
  /** Share of an element that must be visible to count an impression (0-1). Default 0.5. */
  threshold?: number;
}

/**
 * The one client island of a page for promotion analytics (spec 3 §9 "Analytics"): observes
 * every element with `data-promotion-id` (banners render it from `promotionTracking`) and sends
 * `promotionImpression` once per element when it is first `threshold` visible, and
 * `promotionClick` on every click inside one, through the host's analytics (event `data`:
 * promotionId, promotionName, creativeName). Elements added later are observed too. So the
 * banners themselves stay JavaScript-free. Renders nothing; mount it once, inside the host's
 * `BlockServicesProvider`.
 */
export function PromotionTracker({ threshold = 0.5 }: PromotionTrackerProps) {
  const { analytics } = useBlockServices();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest(promotionSelector);
      const promotion = element ? readPromotion(element) : null;
      if (promotion) analytics.track({ name: promotionEvents.click, data: { ...promotion } });
    };
    document.addEventListener('click', onClick, true);

    if (typeof IntersectionObserver === 'undefined') {
      return () => document.removeEventListener('click', onClick, true);
    }
    const seen = new WeakSet<Element>();
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || seen.has(entry.target)) continue;
          seen.add(entry.target);
          intersection.unobserve(entry.target);
          const promotion = readPromotion(entry.target);
          if (promotion) {
            analytics.track({ name: promotionEvents.impression, data: { ...promotion } });
          }
        }
      },
      { threshold },
    );
    const observeWithin = (root: ParentNode) => {
      if (root instanceof Element && root.matches(promotionSelector) && !seen.has(root)) {
        intersection.observe(root);
      }
      for (const element of root.querySelectorAll(promotionSelector)) {
        if (!seen.has(element)) intersection.observe(element);
      }
    };
    observeWithin(document);
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) observeWithin(node);
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });

    return () => {
      document.removeEventListener('click', onClick, true);
      intersection.disconnect();
      mutations.disconnect();
    };
  }, [analytics, threshold]);

  return null;
}
