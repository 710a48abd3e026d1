'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { phoneError, phoneRules } from '@storefront/api-contract/phone';
import {
  Button,
  Checkbox,
  DateField,
  Link,
  Notification,
  PhoneField,
  Select,
  TextField,
} from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaLabels,
  type CaptchaSettings,
} from '../../security/components/Captcha';
import { NewPasswordField } from '../password/NewPasswordField.client';
import { type SignUpLabels, signUpLabels } from './labels';
import * as styles from './SignUpForm.css';
import {
  applyPostalMask,
  emptySignUpValues,
  placeSignUpFailure,
  type SignUpConfig,
  type SignUpValues,
  signUpSchemaWith,
  smsOptInAfterPhoneChange,
} from './signUpRules';

/** The host's answer to a sign-up: done, or the failed call's code and server message. */
export type SignUpResult = { ok: true } | { ok: false; code: string; serverMessage?: string };

/** Links of the consents to their terms pages (spec 2 §7 content pages). */
export interface SignUpTermsLinks {
  loyaltyTerms?: string;
  brandTerms?: string;
  policy?: string;
  sms?: string;
}

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** The locale's rules: minimal age, today, required phone/gender, postal mask, dial codes. */
  config: SignUpConfig;
  /**
   * Creates the account then signs in (the host: sign-up call with the spec 3 §7 fields,
   * automatic login, referral token, profile load). On `ok` the host navigates on.
   */
  onSignUp(values: SignUpValues, captchaResponse?: string): Promise<SignUpResult>;
  /** The captcha (action `register`, spec 3 §7): the form is sent once it is passed. */
  captcha?: CaptchaSettings;
  captchaLabels?: CaptchaLabels;
  /** Prefill (the page's `email` query or a retrieved consumer, spec 3 §2). */
  prefill?: Partial<SignUpValues>;
  labels?: SignUpLabels;
  termsLinks?: SignUpTermsLinks;
}

/**
 * The sign-up form (spec 3 §3 "Sign-up form", §5 "Sign-up", §4 "SMS opt-in", §8 "Sign-up"):
 * names, email, password (`NewPasswordField`: the one hint list), birth date (limits by the country's minimal
 * age), phone (required in configured locales; the shared phone rules), gender (required in
 * configured locales), postal code (mask), consents (newsletter, loyalty terms, brand terms,
 * policy, SMS). Ticking SMS shows its terms with I accept; the acceptance resets when the
 * phone is emptied or becomes invalid. Failures: login in use at the email, phone in use at
 * the phone, PRO411 re-validates, others in a notification scrolled into view.
 */
export function SignUpForm({
  config,
  onSignUp,
  captcha,
  captchaLabels,
  prefill,
  labels = signUpLabels,
  termsLinks = {},
}: SignUpFormProps) {
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const schema = useMemo(() => signUpSchemaWith(config, labels.validation), [config, labels]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: emptySignUpValues(prefill),
  });
  const phone = useWatch({ control, name: 'phone' });
  const sms = useWatch({ control, name: 'sms' });
  const optInAccepted = useWatch({ control, name: 'optInAccepted' });
  const phoneValid = Boolean(phone) && !phoneError(phone, config.phoneEntries, config.region);

  // spec 3 §4 "SMS opt-in": the acceptance resets when the phone is emptied or becomes invalid.
  useEffect(() => {
    const next = smsOptInAfterPhoneChange({ sms, optInAccepted }, phoneValid);
    if (next.optInAccepted !== optInAccepted) setValue('optInAccepted', next.optInAccepted);
  }, [phoneValid, sms, optInAccepted, setValue]);

  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [failure]);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    let result: SignUpResult;
    if (captcha) {
      const captchaResponse = await captchaRef.current?.execute();
      if (!captchaResponse) return;
      result = await onSignUp(values, captchaResponse);
    } else result = await onSignUp(values);
    if (result.ok) {
      setDone(true);
      return;
    }
    captchaRef.current?.reset();
    const placement = placeSignUpFailure(result.code, result.serverMessage, labels.language);
    if (placement.field === 'email' || placement.field === 'phone')
      setError(placement.field, { message: placement.message }, { shouldFocus: true });
    else if (placement.field === 'revalidate') {
      setValue('loyaltyTerms', values.loyaltyTerms);
      if (!(await trigger(undefined, { shouldFocus: true }))) return; // the birth date now shows as required
      setFailure(placement.message);
    } else setFailure(placement.message);
  });

  const termsLink = (href: string | undefined) =>
    href ? <Link href={href}>{labels.termsLink}</Link> : undefined;
  const field = (name: string) => `${id}-${name}`;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <div ref={failureRef}>
        {failure && <Notification tone="error">{failure}</Notification>}
        {done && <Notification tone="success">{labels.success}</Notification>}
      </div>
      <TextField
        id={field('firstName')}
        label={labels.firstName}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id={field('lastName')}
        label={labels.lastName}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        id={field('email')}
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordField
        id={field('password')}
        label={labels.password}
        labels={labels.passwordHints}
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <DateField
        id={field('birthDate')}
        label={labels.birthDate}
        format={config.dateFormat}
        autoComplete="bday"
        required={config.birthDateRequired}
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field: phoneField }) => (
          <PhoneField
            rules={phoneRules}
            id={field('phone')}
            label={labels.phone}
            entries={config.phoneEntries}
            region={config.region}
            dialCodeLabel={labels.dialCode}
            required={config.phoneRequired}
            error={errors.phone?.message}
            {...phoneField}
          />
        )}
      />
      <Select
        id={field('gender')}
        label={labels.gender}
        placeholder={labels.genderPlaceholder}
        required={config.genderRequired}
        options={(['female', 'male', 'other', 'unspecified'] as const).map((value) => ({
          value,
          label: labels.genders[value],
        }))}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <Controller
        control={control}
        name="postalCode"
        render={({ field: postal }) => (
          <TextField
            id={field('postalCode')}
            label={labels.postalCode}
            autoComplete="postal-code"
            required
            {...(config.postalMask ? { placeholder: config.postalMask } : {})}
            error={errors.postalCode?.message}
            {...postal}
            onChange={(event) =>
              postal.onChange(applyPostalMask(event.target.value, config.postalMask))
            }
          />
        )}
      />
      <fieldset className={styles.consents}>
        <Checkbox id={field('newsletter')} label={labels.newsletter} {...register('newsletter')} />
        <Checkbox
          id={field('loyaltyTerms')}
          label={labels.loyaltyTerms}
          required
          description={termsLink(termsLinks.loyaltyTerms)}
          error={errors.loyaltyTerms?.message}
          {...register('loyaltyTerms')}
        />
        <Checkbox
          id={field('brandTerms')}
          label={labels.brandTerms}
          description={termsLink(termsLinks.brandTerms)}
          {...register('brandTerms')}
        />
        <Checkbox
          id={field('policy')}
          label={labels.policy}
          required
          description={termsLink(termsLinks.policy)}
          error={errors.policy?.message}
          {...register('policy')}
        />
        <Checkbox id={field('sms')} label={labels.sms} {...register('sms')} />
        {sms && !optInAccepted && (
          <div className={styles.smsTerms}>
            <p>{labels.smsTerms}</p>
            {termsLink(termsLinks.sms)}
            <Button
              type="button"
              variant="secondary"
              disabled={!phoneValid}
              onClick={() => setValue('optInAccepted', true)}
            >
              {labels.smsAccept}
            </Button>
          </div>
        )}
        {sms && optInAccepted && <Notification tone="success">{labels.smsAccepted}</Notification>}
      </fieldset>
      {captcha && (
        <Captcha
          ref={captchaRef}
          action="register"
          {...captcha}
          {...(captchaLabels ? { labels: captchaLabels } : {})}
        />
      )}
      <Button type="submit" loading={isSubmitting || done}>
        {labels.submit}
      </Button>
    </form>
  );
}
