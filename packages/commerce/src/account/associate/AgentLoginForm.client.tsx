'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notification, PasswordField, TextField } from '@storefront/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaLabels,
  type CaptchaSettings,
} from '../../security/components/Captcha';
import {
  type AgentLoginFailurePlacement,
  type AgentLoginValues,
  agentLoginSchemaWith,
  placeAgentLoginFailure,
} from './agentLoginRules';
import * as styles from './associate.css';
import { type AgentLoginLabels, agentLoginLabels } from './labels';

/** The host's answer to an agent login: done, or the failed call's code (and server message). */
export type AgentLoginResult = { ok: true } | { ok: false; code: string; serverMessage?: string };

/** Props of {@link AgentLoginForm}. */
export interface AgentLoginFormProps {
  /**
   * Signs the employee in (the host's agent login, POST /consumers-v3/consumer/agent/login,
   * spec 1 §7): on `ok` the host navigates on and the form stays busy. `captchaResponse`: the
   * widget's one-time response (with `captcha`).
   */
  onAgentLogin(values: AgentLoginValues, captchaResponse?: string): Promise<AgentLoginResult>;
  /** The captcha (action `login`); asked again after a failure (tokens are single-use). */
  captcha?: CaptchaSettings;
  /** The captcha's words (strings); without them the widget reads the `checkout` catalogue. */
  captchaLabels?: CaptchaLabels;
  /** A notice above the form (e.g. the session just ended). */
  notice?: string;
  /** The store number to start with (e.g. the last one used on this device). */
  defaultStoreId?: string;
  labels?: AgentLoginLabels;
}

/**
 * The agent login form of employees and in-store associates (spec 1 §1, §6: a separate login
 * from the shoppers'; spec 2 §3 "In-store session"): email, password and store number,
 * react-hook-form + zod, the captcha (action `login`). STR404 (store not found) shows at the
 * store number; AUT codes as the shopper sign-in shows them (alert above the form, AUT426 as
 * a warning, AUT453 at the email). The password is cleared after a failure.
 */
export function AgentLoginForm({
  onAgentLogin,
  captcha,
  captchaLabels,
  notice,
  defaultStoreId = '',
  labels = agentLoginLabels,
}: AgentLoginFormProps) {
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [failure, setFailure] = useState<AgentLoginFailurePlacement | undefined>();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<AgentLoginValues>({
    resolver: zodResolver(agentLoginSchemaWith(labels)),
    defaultValues: { email: '', password: '', storeId: defaultStoreId },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    let result: AgentLoginResult;
    if (captcha) {
      const captchaResponse = await captchaRef.current?.execute();
      if (!captchaResponse) return;
      result = await onAgentLogin(values, captchaResponse);
    } else result = await onAgentLogin(values);
    if (result.ok) {
      setDone(true);
      return;
    }
    captchaRef.current?.reset();
    const placement = placeAgentLoginFailure(result.code, result.serverMessage, labels.language);
    resetField('password');
    if (placement.field === 'form') setFailure(placement);
    else setError(placement.field, { message: placement.message }, { shouldFocus: true });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {notice && !failure && <Notification tone="info">{notice}</Notification>}
      {failure && <Notification tone={failure.tone}>{failure.message}</Notification>}
      <TextField
        id={`${id}-email`}
        label={labels.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={labels.password}
        autoComplete="current-password"
        required
        showHints={false}
        toggleLabel={labels.showPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id={`${id}-store`}
        label={labels.storeId}
        description={labels.storeIdHint}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.storeId?.message}
        {...register('storeId')}
      />
      {captcha && (
        <Captcha
          ref={captchaRef}
          action="login"
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
