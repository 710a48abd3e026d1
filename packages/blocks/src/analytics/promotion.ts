/** The attributes banners put on their root for promotion tracking (spec 3 §3 promotionTracking). */
export const promotionDataAttributeNames = {
  promotionId: 'data-promotion-id',
  promotionName: 'data-promotion-name',
  creativeName: 'data-creative-name',
} as const;

/** CSS selector of the elements that carry a promotion. */
export const promotionSelector = `[${promotionDataAttributeNames.promotionId}]`;

/** Analytics event names of promotions (spec 3 §9 "Analytics": promotion impression and click). */
export const promotionEvents = {
  impression: 'promotionImpression',
  click: 'promotionClick',
} as const;

/** A promotion as read from an element (spec 3 §3 promotionTracking). */
export interface Promotion {
  promotionId: string;
  promotionName?: string;
  creativeName?: string;
}

/** Reads the promotion of an element; `null` without a non-empty `data-promotion-id`. */
export function readPromotion(element: Element): Promotion | null {
  const promotionId = element.getAttribute(promotionDataAttributeNames.promotionId)?.trim();
  if (!promotionId) return null;
  const promotionName = element.getAttribute(promotionDataAttributeNames.promotionName)?.trim();
  const creativeName = element.getAttribute(promotionDataAttributeNames.creativeName)?.trim();
  return {
    promotionId,
    ...(promotionName ? { promotionName } : {}),
    ...(creativeName ? { creativeName } : {}),
  };
}

/**
 * The data attributes of a promotion for a block root: spread them on the element
 * (`<section {...promotionDataAttributes(fields.promotionTracking)}>`). Empty without an id.
 */
export function promotionDataAttributes(
  tracking: { promotionId?: string; promotionName?: string; creativeName?: string } | undefined,
): Record<string, string> {
  if (!tracking?.promotionId) return {};
  return {
    [promotionDataAttributeNames.promotionId]: tracking.promotionId,
    ...(tracking.promotionName
      ? { [promotionDataAttributeNames.promotionName]: tracking.promotionName }
      : {}),
    ...(tracking.creativeName
      ? { [promotionDataAttributeNames.creativeName]: tracking.creativeName }
      : {}),
  };
}
