'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ConsumerProfile, UpdateConsumerRequest } from '@storefront/api-contract';
import { type PhoneCodeEntry, phoneRules } from '@storefront/api-contract/phone';
import {
  Button,
  Checkbox,
  Heading,
  Link,
  Notification,
  PhoneField,
  TextField,
} from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import * as styles from '../area/AccountArea.css';
import type { AccountResult } from '../area/accountResult';
import { formatInterests, parseInterests } from '../enrollment/enrollmentSteps';
import { interestValues } from '../enrollment/labels';
import {
  type ProfileFormValues,
  profileFailureField,
  profileMessagesFrom,
  profileSchemaWith,
  profileUpdateOf,
} from './profileRules';

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  /** The consumer's profile (GET /consumers-v3/consumer), or `null` when it is not loaded. */
  profile: ConsumerProfile | null;
  /**
   * PUT /consumers-v3/consumer (empty values skipped): `PRO400` not a date, `PRO410` too
   * young, `PRO411` birth date missing, `AUT453`; answers the updated profile.
   */
  onSave(request: UpdateConsumerRequest): Promise<AccountResult<{ profile: ConsumerProfile }>>;
  /** The change-password page (Accounts I). */
  changePasswordHref: string;
  /**
   * "Retrieve my data" (spec 2 §7 POST /consumer/retrieveUserData): the host's download of the
   * consumer's own data (a JSON file); no link without it.
   */
  retrieveDataHref?: string;
  /**
   * The site's dial codes (spec 2 §3 "Phone code entry") and region: the phone is then entered
   * and checked with the shared phone rules (spec 2 §5; `phoneError`). Without them (the
   * lookup failed) a plain field, checked by the API only.
   */
  phoneEntries?: readonly PhoneCodeEntry[];
  region?: string;
}

type TextFieldName =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'postalCode'
  | 'birthDate'
  | 'preferredShoeSize';

/**
 * The profile page's form (spec 2 §3 consumerDetails and preferences, §5): names, phone,
 * postal code, birth date, interests (sent as the pipe-separated string) and preferred shoe
 * size; the e-mail is shown, not edited here. Checked with `profileSchemaWith` (a changed phone
 * follows the shared phone rules, spec 2 §5; the first broken field takes the focus). A save
 * with every value empty is skipped (spec 2 §5); without a loaded profile the page says
 * "Profile not loaded" and offers no form. PRO400, PRO410 and PRO411 show at the birth date,
 * AUT440/442/444 at the phone (focused); other failures above the form, the values kept.
 * "Download my data" (retrieve my data) below it when the host offers it.
 */
export function ProfileForm({
  profile,
  onSave,
  changePasswordHref,
  retrieveDataHref,
  phoneEntries = [],
  region = 'NORA',
}: ProfileFormProps) {
  const t = useTranslations('accountarea');
  const words = useTranslations('enrollment');
  const id = useId();
  const [status, setStatus] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const details = profile?.consumerDetails;
  const schema = useMemo(
    () =>
      profileSchemaWith(
        { phoneEntries, region, currentPhone: details?.phone ?? '' },
        profileMessagesFrom(t),
      ),
    [phoneEntries, region, details?.phone, t],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: details?.firstName ?? '',
      lastName: details?.lastName ?? '',
      phone: details?.phone ?? '',
      postalCode: details?.postalCode ?? '',
      birthDate: details?.birthDate ?? '',
      interests: parseInterests(profile?.preferences.interests),
      preferredShoeSize: profile?.preferences.preferredShoeSize ?? '',
    },
  });

  if (!profile) return <Notification tone="error">{t('profile.notLoaded')}</Notification>;

  const submit = handleSubmit(async (values) => {
    setStatus(undefined);
    setFailure(undefined);
    const request = profileUpdateOf(values, formatInterests);
    if (!request) return setStatus(t('profile.nothingToSave'));
    const result = await onSave(request);
    if (result.ok) return setStatus(t('profile.saved'));
    const field = profileFailureField(result.code);
    if (field) setError(field, { message: result.message }, { shouldFocus: true });
    else setFailure(result.message || t('profile.failed'));
  });

  const text = (name: TextFieldName, autoComplete: string, extra: { type?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`profile.${name}`)}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <div className={styles.section}>
      {failure && <Notification tone="error">{failure}</Notification>}
      {status && <Notification tone="success">{status}</Notification>}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-title`}
      >
        <Heading level={2} id={`${id}-title`}>
          {t('profile.details')}
        </Heading>
        <TextField
          id={`${id}-email`}
          name="email"
          label={t('profile.email')}
          defaultValue={profile.consumerDetails.email ?? ''}
          readOnly
        />
        <div className={styles.row}>
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </div>
        <div className={styles.row}>
          {phoneEntries.length > 0 ? (
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneField
                  rules={phoneRules}
                  id={`${id}-phone`}
                  label={t('profile.phone')}
                  dialCodeLabel={t('profile.dialCode')}
                  entries={phoneEntries}
                  region={region}
                  error={errors.phone?.message}
                  {...field}
                />
              )}
            />
          ) : (
            text('phone', 'tel', { type: 'tel' })
          )}
          {text('postalCode', 'postal-code')}
        </div>
        {text('birthDate', 'bday', { type: 'date' })}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('profile.interests')}</legend>
          {interestValues.map((interest) => (
            <Checkbox
              key={interest}
              id={`${id}-interest-${interest}`}
              value={interest}
              label={words(`interests.${interest}`)}
              {...register('interests')}
            />
          ))}
        </fieldset>
        {text('preferredShoeSize', 'off')}
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting}>
            {t('profile.save')}
          </Button>
          <Link href={changePasswordHref}>{t('profile.changePassword')}</Link>
        </div>
      </form>
      {retrieveDataHref && (
        <section className={styles.section} aria-labelledby={`${id}-data`}>
          <Heading level={2} id={`${id}-data`}>
            {t('profile.retrieveData')}
          </Heading>
          <p className={styles.text}>{t('profile.retrieveDataText')}</p>
          <div className={styles.actions}>
            <Link href={retrieveDataHref} variant="standalone" download="my-data.json">
              {t('profile.retrieveDataLink')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
