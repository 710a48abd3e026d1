const text = (id: string, html: string) => ({ type: 'richText', id, fields: { html } });

/** CMS JSON of `experience` wrappers: full, minimal and invalid (spec 3 §3 "Experience"). */
export const experienceFixtures = {
  valid: {
    type: 'experience',
    id: 'experience-valid',
    fields: {
      experienceId: 'home-hero-test',
      trackingEvent: 'homeHeroClick',
      baselines: [
        text(
          'experience-baseline',
          '<h2>Baseline: new season boots</h2><p>Our bestsellers, back in stock.</p>',
        ),
      ],
      variants: [
        {
          name: 'Sale',
          variantId: 'variant-sale',
          targets: [
            text(
              'experience-sale',
              '<h2>Variant: sale on boots</h2><p>Up to 30% off trail boots.</p>',
            ),
          ],
        },
        {
          name: 'Members',
          variantId: 'variant-members',
          targets: [
            text(
              'experience-members',
              '<h2>Variant: members first</h2><p>Early access for loyalty members.</p>',
            ),
          ],
        },
      ],
    },
  },
  minimal: {
    type: 'experience',
    id: 'experience-minimal',
    fields: {
      experienceId: 'minimal-test',
      baselines: [text('experience-minimal-baseline', '<p>Only a baseline.</p>')],
    },
  },
  invalid: {
    type: 'experience',
    id: 'experience-invalid',
    fields: {
      baselines: [],
      variants: [{ name: 'No id', targets: [] }],
    },
  },
} as const;
