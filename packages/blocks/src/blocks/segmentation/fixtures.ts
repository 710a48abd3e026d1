import { segmentConditionNames } from '../../services/segments';
import type { ShopperSession } from '../../services/session';

const text = (id: string, html: string) => ({ type: 'richText', id, fields: { html } });

/** A segmentation with one segment on `condition` and a baseline (used per condition in stories). */
export function segmentationFor(condition: string) {
  return {
    type: 'segmentation',
    id: `segmentation-${condition.replace(':', '-')}`,
    fields: {
      segments: [
        {
          id: condition,
          targets: [text(`seg-${condition}`, `<p>Segment ${condition} holds.</p>`)],
        },
      ],
      baselines: [text(`seg-${condition}-baseline`, '<p>Baseline for everyone else.</p>')],
    },
  };
}

/** CMS JSON of `segmentation` wrappers: full, minimal and invalid (spec 3 §3 "Segmentation"). */
export const segmentationFixtures = {
  valid: {
    type: 'segmentation',
    id: 'segmentation-valid',
    fields: {
      segments: [
        { id: 'employee', targets: [text('seg-employee', '<h2>Employee discount this week</h2>')] },
        { id: 'loyaltyMember', targets: [text('seg-loyalty', '<h2>Members: double points</h2>')] },
        { id: 'loggedOut', targets: [text('seg-guest', '<h2>Join and save 10%</h2>')] },
      ],
      baselines: [
        text('seg-baseline', '<h2>Welcome back</h2>'),
        text('seg-baseline-2', '<p>A second baseline, never shown.</p>'),
      ],
    },
  },
  minimal: {
    type: 'segmentation',
    id: 'segmentation-minimal',
    fields: { baselines: [text('seg-minimal', '<p>Only a baseline.</p>')] },
  },
  invalid: {
    type: 'segmentation',
    id: 'segmentation-invalid',
    fields: { segments: [{ id: '', targets: [] }], baselines: 'none' },
  },
  /** One fixture per condition of spec 3 §6 and its negation. */
  conditions: segmentConditionNames.flatMap((name) => [
    segmentationFor(name),
    segmentationFor(`not:${name}`),
  ]),
} as const;

/**
 * Per condition of spec 3 §6: session flags under which it holds, and under which it does not
 * (applied on top of a guest session).
 */
export const conditionSessions = {
  loggedOut: [{}, { loggedIn: true }],
  loggedIn: [{ loggedIn: true }, {}],
  loyaltyMember: [{ loggedIn: true, loyaltyMember: true }, { loggedIn: true }],
  nonLoyaltyLoggedIn: [{ loggedIn: true }, { loggedIn: true, loyaltyMember: true }],
  employee: [{ loggedIn: true, employee: true }, { loggedIn: true }],
  nonEmployee: [{ loggedIn: true }, { loggedIn: true, employee: true }],
  cartEmpty: [{}, { cartEmpty: false }],
  cartNotEmpty: [{ cartEmpty: false }, {}],
  ipaWranxMember: [{ loggedIn: true, ipaMember: true }, { loggedIn: true }],
  wranx: [
    { loggedIn: true, wranxMember: true },
    { loggedIn: true, ipaMember: true },
  ],
  ipa: [
    { loggedIn: true, ipaMember: true },
    { loggedIn: true, wranxMember: true },
  ],
  athlete: [{ loggedIn: true, athlete: true }, { loggedIn: true }],
} as const satisfies Record<
  (typeof segmentConditionNames)[number],
  readonly [Partial<ShopperSession>, Partial<ShopperSession>]
>;
