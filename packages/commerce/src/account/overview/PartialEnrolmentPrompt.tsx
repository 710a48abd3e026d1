import { Button, Notification } from '@storefront/ui';
import type { Translate } from '../../messages/translate';

/** Props of {@link PartialEnrolmentPrompt}. */
export interface PartialEnrolmentPromptProps {
  /** Where the enrolment continues (`/{locale}/account/enroll`, the Accounts I steps). */
  href: string;
  /** The `accountarea` translator (`partial.*`). */
  t: Translate;
}

/**
 * The prompt of a partially enrolled profile (spec 2 §4: an email but no phone, first or last
 * name, postal code or birth date) to finish the enrolment steps (spec 2 §2). Server-safe.
 */
export function PartialEnrolmentPrompt({ href, t }: PartialEnrolmentPromptProps) {
  return (
    <Notification tone="info" title={t('partial.title')}>
      <p>{t('partial.text')}</p>
      <Button variant="secondary" href={href}>
        {t('partial.action')}
      </Button>
    </Notification>
  );
}
