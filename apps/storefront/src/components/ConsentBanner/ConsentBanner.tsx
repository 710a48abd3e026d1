import { Container, Heading, Link, Stack, Text } from '@storefront/ui';
import type { ReactNode } from 'react';
import * as styles from './ConsentBanner.css';
import type { ConsentLabels } from './consentLabels';

/** Props of {@link ConsentBanner}. */
export interface ConsentBannerProps {
  labels: ConsentLabels;
  /** The locale's privacy page, e.g. `/en-gb/privacy`. */
  privacyHref: string;
  /**
   * The buttons' island: the storefront's `ConsentActions` (stories pass
   * `ConsentActionsView`, which needs no Next router).
   */
  actions: ReactNode;
}

/**
 * The consent banner (spec 3 §9 "Consent"): server-rendered markup at the bottom of the
 * viewport (no layout shift), shown until the shopper answers; its buttons are a small island
 * (`actions`: `ConsentActions`) and the preferences dialog loads when opened. The layout mounts it only
 * where consent is asked (EMEA), with the head script that hides it for a shopper who answered.
 */
export function ConsentBanner({ labels, privacyHref, actions }: ConsentBannerProps) {
  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-banner-title"
      data-consent-banner=""
    >
      <Container>
        <Stack gap="sm">
          <Heading level={2} look="sm" id="consent-banner-title">
            {labels.title}
          </Heading>
          <Text size="sm">
            {labels.text}{' '}
            <Link href={privacyHref} variant="inline">
              {labels.privacy}
            </Link>
          </Text>
          {actions}
        </Stack>
      </Container>
    </section>
  );
}
