'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Subscription } from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneError, phoneRules } from '@storefront/api-contract/phone';
import { Button, Checkbox, Link, Notification, PhoneField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import { smsOptInAfterPhoneChange } from '../signUp/signUpRules';
import {
  type CommunicationState,
  type CommunicationValues,
  communicationMessagesFrom,
  communicationSchemaWith,
  communicationStateOf,
  type SubscriptionChange,
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
 * phone is emptied or becomes invalid, and the form is not sent until it is given
 * (`communicationSchemaWith`: the message at its field, which takes the focus). Only the
 * changed subscriptions are sent; a failed save keeps the choices.
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
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(
    () => communicationSchemaWith({ entries: phoneEntries, region }, communicationMessagesFrom(t)),
    [phoneEntries, region, t],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommunicationValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      newsletter: current?.newsletter.optin ?? false,
      loyaltyNewsletter: current?.loyaltyNewsletter.optin ?? false,
      sms: current?.sms.optin ?? false,
      phone: profilePhone ?? '',
      // An SMS opt-in the consumer already has counts as accepted terms.
      accepted: current?.sms.optin ?? false,
    },
  });
  const sms = useWatch({ control, name: 'sms' });
  const phone = useWatch({ control, name: 'phone' });
  const accepted = useWatch({ control, name: 'accepted' });

  if (!current) return <Notification tone="error">{t('communication.error')}</Notification>;

  const phoneValid = Boolean(phone) && !phoneError(phone, phoneEntries, region);

  const submit = handleSubmit(async (values) => {
    setStatus(undefined);
    setFailure(undefined);
    const changes = subscriptionChangesOf(current, values, { loyaltyMember, profilePhone });
    if (changes.length === 0) return setStatus(t('communication.unchanged'));
    const result = await onSave(changes);
    if (!result.ok) return setFailure(result.message || t('communication.failed'));
    const next = communicationStateOf(result.subscriptions);
    setCurrent(next);
    reset({
      ...values,
      newsletter: next.newsletter.optin,
      loyaltyNewsletter: next.loyaltyNewsletter.optin,
      sms: next.sms.optin,
    });
    setStatus(t('communication.saved'));
  });

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
            label={t('communication.newsletter')}
            description={pending(current.newsletter.optin && current.newsletter.pending)}
            {...register('newsletter')}
          />
          {loyaltyMember && (
            <Checkbox
              id={`${id}-loyaltyNewsletter`}
              label={t('communication.loyaltyNewsletter')}
              description={pending(
                current.loyaltyNewsletter.optin && current.loyaltyNewsletter.pending,
              )}
              {...register('loyaltyNewsletter')}
            />
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('communication.sms')}</legend>
          <Checkbox
            id={`${id}-sms`}
            label={t('communication.smsOptIn')}
            description={pending(current.sms.optin && current.sms.pending)}
            error={errors.sms?.message}
            {...register('sms', { onChange: () => clearErrors() })}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                rules={phoneRules}
                id={`${id}-phone`}
                label={t('communication.phone')}
                dialCodeLabel={t('communication.dialCode')}
                entries={phoneEntries}
                region={region}
                error={errors.phone?.message}
                {...field}
                onChange={(value: string) => {
                  field.onChange(value);
                  clearErrors();
                  // spec 3 §4 "SMS opt-in": the acceptance resets when the phone is emptied or
                  // becomes invalid.
                  const valid = Boolean(value) && !phoneError(value, phoneEntries, region);
                  if (
                    !smsOptInAfterPhoneChange({ sms, optInAccepted: accepted }, valid).optInAccepted
                  )
                    setValue('accepted', false);
                }}
              />
            )}
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
                    setValue('accepted', true);
                    clearErrors();
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
          <Button type="submit" loading={isSubmitting}>
            {t('communication.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
