'use client';

import type { Subscription } from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneError, phoneRules } from '@storefront/api-contract/phone';
import { Button, Checkbox, Link, Notification, PhoneField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import { smsOptInAfterPhoneChange } from '../signUp/signUpRules';
import {
  type CommunicationState,
  communicationStateOf,
  type SubscriptionChange,
  smsChoiceProblem,
  subscriptionChangesOf,
} from './communicationRules';

/** Props of {@link CommunicationPreferences}. */
export interface CommunicationPreferencesProps {
  /**
   * The consumer's subscriptions (spec 2 §3: channel, type, optin, doubleOptin), or `null`
   * when they cannot be read (the error state).
   */
  subscriptions: readonly Subscription[] | null;
  /** The profile's phone number (stored form `+` dial code and digits), prefilling the SMS number. */
  phone?: string | undefined;
  /** A loyalty member also gets the loyalty newsletter. */
  loyaltyMember: boolean;
  /** The site's dial codes (spec 2 §3 "Phone code entry") and region, for the phone rules (spec 2 §5). */
  phoneEntries: readonly PhoneCodeEntry[];
  region?: string;
  /** The SMS terms page (`/{locale}/sms-terms`). */
  smsTermsHref?: string;
  /**
   * Sends the changes in order (POST /consumer/subscription opts in pending the double
   * opt-in, PUT changes; `API400` no phone, loyalty newsletter of a non-member) and answers
   * every subscription after them.
   */
  onSave(
    changes: SubscriptionChange[],
  ): Promise<AccountResult<{ subscriptions: readonly Subscription[] }>>;
}

/**
 * The communication page's form (spec 2 §3 subscriptions, §7 /consumer/subscription; spec 3
 * §3 Newsletter and LoyaltyNewsletter): the e-mail newsletter, the loyalty newsletter for a
 * member, and marketing text messages with the number to text. An opt-in not yet confirmed
 * says it waits for the shopper's confirmation (double opt-in). Ticking SMS shows its terms
 * with I accept (the SMS terms rule of Accounts I, spec 3 §4): the acceptance resets when the
 * phone is emptied or becomes invalid, and the form is not sent until it is given. Only the
 * changed subscriptions are sent.
 */
export function CommunicationPreferences({
  subscriptions,
  phone: profilePhone,
  loyaltyMember,
  phoneEntries,
  region = 'NORA',
  smsTermsHref,
  onSave,
}: CommunicationPreferencesProps) {
  const t = useTranslations('accountarea');
  const id = useId();
  const [current, setCurrent] = useState<CommunicationState | null>(
    subscriptions ? communicationStateOf(subscriptions) : null,
  );
  const [newsletter, setNewsletter] = useState(current?.newsletter.optin ?? false);
  const [loyaltyNewsletter, setLoyaltyNewsletter] = useState(
    current?.loyaltyNewsletter.optin ?? false,
  );
  const [sms, setSms] = useState(current?.sms.optin ?? false);
  const [phone, setPhone] = useState(profilePhone ?? '');
  // An SMS opt-in the consumer already has counts as accepted terms.
  const [accepted, setAccepted] = useState(current?.sms.optin ?? false);
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  if (!current) return <Notification tone="error">{t('communication.error')}</Notification>;

  const phoneValid = Boolean(phone) && !phoneError(phone, phoneEntries, region);

  function changePhone(value: string) {
    setPhone(value);
    setProblem(undefined);
    // spec 3 §4 "SMS opt-in": the acceptance resets when the phone is emptied or becomes invalid.
    const valid = Boolean(value) && !phoneError(value, phoneEntries, region);
    setAccepted(smsOptInAfterPhoneChange({ sms, optInAccepted: accepted }, valid).optInAccepted);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    setFailure(undefined);
    const form = event.currentTarget;
    const smsProblem = smsChoiceProblem({ sms, phone, phoneValid, accepted });
    setProblem(smsProblem);
    if (smsProblem) {
      const target = smsProblem === 'termsRequired' ? `${id}-sms` : `${id}-phone`;
      form.querySelector<HTMLElement>(`[id="${target}"]`)?.focus();
      return;
    }
    if (!current) return;
    const changes = subscriptionChangesOf(
      current,
      { newsletter, loyaltyNewsletter, sms, phone },
      { loyaltyMember, profilePhone },
    );
    if (changes.length === 0) return setStatus(t('communication.unchanged'));
    setSaving(true);
    const result = await onSave(changes);
    setSaving(false);
    if (!result.ok) return setFailure(result.message || t('communication.failed'));
    const next = communicationStateOf(result.subscriptions);
    setCurrent(next);
    setNewsletter(next.newsletter.optin);
    setLoyaltyNewsletter(next.loyaltyNewsletter.optin);
    setSms(next.sms.optin);
    setStatus(t('communication.saved'));
  }

  const pending = (waiting: boolean) => (waiting ? t('communication.pending') : undefined);

  return (
    <div className={styles.section}>
      {failure && <Notification tone="error">{failure}</Notification>}
      {status && <Notification tone="success">{status}</Notification>}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('communication.email')}</legend>
          <Checkbox
            id={`${id}-newsletter`}
            name="newsletter"
            label={t('communication.newsletter')}
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
            description={pending(current.newsletter.optin && current.newsletter.pending)}
          />
          {loyaltyMember && (
            <Checkbox
              id={`${id}-loyaltyNewsletter`}
              name="loyaltyNewsletter"
              label={t('communication.loyaltyNewsletter')}
              checked={loyaltyNewsletter}
              onChange={(event) => setLoyaltyNewsletter(event.target.checked)}
              description={pending(
                current.loyaltyNewsletter.optin && current.loyaltyNewsletter.pending,
              )}
            />
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('communication.sms')}</legend>
          <Checkbox
            id={`${id}-sms`}
            name="sms"
            label={t('communication.smsOptIn')}
            checked={sms}
            onChange={(event) => {
              setSms(event.target.checked);
              setProblem(undefined);
            }}
            description={pending(current.sms.optin && current.sms.pending)}
            error={problem === 'termsRequired' ? t('communication.smsTermsRequired') : undefined}
          />
          <PhoneField
            rules={phoneRules}
            id={`${id}-phone`}
            name="phone"
            label={t('communication.phone')}
            dialCodeLabel={t('communication.dialCode')}
            entries={phoneEntries}
            region={region}
            value={phone}
            onChange={changePhone}
            error={
              problem === 'phoneRequired'
                ? t('communication.phoneRequired')
                : problem === 'phoneInvalid'
                  ? t('communication.phoneInvalid')
                  : undefined
            }
          />
          {sms && !accepted && (
            <div className={styles.section}>
              <p className={styles.text}>{t('communication.smsTerms')}</p>
              {smsTermsHref && <Link href={smsTermsHref}>{t('communication.smsTermsLink')}</Link>}
              <div className={styles.actions}>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!phoneValid}
                  onClick={() => {
                    setAccepted(true);
                    setProblem(undefined);
                  }}
                >
                  {t('communication.smsAccept')}
                </Button>
              </div>
            </div>
          )}
          {sms && accepted && !current.sms.optin && (
            <Notification tone="success">{t('communication.smsAccepted')}</Notification>
          )}
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('communication.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
