'use client';

import type { CaptchaAction, CaptchaProvider } from '@storefront/api-contract';
import { Checkbox } from '@storefront/ui';
import {
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useCaptchaLabels } from '../../../messages/useLabels.client';
import * as styles from './Captcha.css';
import type { CaptchaLabels } from './captchaLabels';

/** Which provider the page uses, decided on the server (env) and passed down as props. */
export interface CaptchaSettings {
  /** `test`: the local test provider (one visible click); `recaptcha`: Google reCAPTCHA v3. */
  provider: CaptchaProvider;
  /** reCAPTCHA site key (required with `recaptcha`). */
  siteKey?: string;
  /**
   * CSP nonce for the reCAPTCHA script; without it the page's own (the nonce Next puts on its
   * scripts on a nonce page), so the server need not read the request for it.
   */
  nonce?: string;
}

/** What a form asks of the widget. */
export interface CaptchaHandle {
  /**
   * The one-time response to send now: the test provider's token once clicked (else null, and
   * the widget asks for the click), or a fresh reCAPTCHA token for the action.
   */
  execute(): Promise<string | null>;
  /** Forgets the token (used up by a submit) so the widget asks again. */
  reset(): void;
}

/** Props of {@link Captcha}. */
export interface CaptchaProps extends Partial<CaptchaSettings> {
  /** The action the token is for (spec 3 §7): `login`, `register` or `placeOrder`. */
  action: CaptchaAction;
  /** Called with each token obtained, and with null when it is forgotten. */
  onToken?(token: string | null): void;
  /**
   * Obtains a test provider token after the click (default {@link requestTestCaptchaToken}:
   * the storefront's POST /api/captcha).
   */
  requestTestToken?(action: CaptchaAction): Promise<{ token: string; expiresIn: number }>;
  /** Its words; without them it reads the `checkout` catalogue (needs a message provider). */
  labels?: CaptchaLabels;
  ref?: Ref<CaptchaHandle>;
}

/**
 * Asks the storefront's captcha route for a test provider token (POST /api/captcha
 * `{ action }` → `{ token, expiresIn }` in seconds), which relays the provider's answer.
 * @throws Error when the route answers anything but 200.
 */
export async function requestTestCaptchaToken(
  action: CaptchaAction,
): Promise<{ token: string; expiresIn: number }> {
  const response = await fetch('/api/captcha', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (!response.ok) throw new Error(`captcha token: ${response.status}`);
  return (await response.json()) as { token: string; expiresIn: number };
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined;

/**
 * The CSP nonce of the page's scripts (Next writes it on its own under a nonce policy; the
 * browser hides the attribute's value but keeps the `nonce` property), else undefined.
 */
function pageScriptNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Loads Google's reCAPTCHA v3 script once per page (with the CSP nonce) and waits until ready. */
function loadRecaptcha(siteKey: string, nonce: string | undefined): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const pageNonce = nonce ?? pageScriptNonce();
    if (pageNonce) script.nonce = pageNonce;
    script.onload = () => {
      const { grecaptcha } = window;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('grecaptcha missing'));
    };
    script.onerror = () => {
      recaptchaScript = undefined;
      reject(new Error('reCAPTCHA script failed'));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}

/**
 * A captcha response obtained without the shopper's click, for a call that carries one but
 * shows no widget (spec 1 §7: POST …/shippingAddress "includes recaptcha response"): with
 * reCAPTCHA v3 the action executed (Google's script loaded once, with the CSP nonce); with the
 * test provider a one-time token for the action (`requestTestToken`, default
 * {@link requestTestCaptchaToken}), as v3 would answer. Call it for every send: responses are
 * single-use.
 * @returns the response, or `undefined` when none could be obtained (the call goes without
 *   it; the API answers `AUT403` where it needs one)
 */
export async function invisibleCaptchaResponse(
  action: CaptchaAction,
  settings: CaptchaSettings,
  requestTestToken: CaptchaProps['requestTestToken'] = requestTestCaptchaToken,
): Promise<string | undefined> {
  try {
    if (settings.provider === 'recaptcha') {
      if (!settings.siteKey) return undefined;
      const grecaptcha = await loadRecaptcha(settings.siteKey, settings.nonce);
      return await grecaptcha.execute(settings.siteKey, { action });
    }
    return (await requestTestToken?.(action))?.token;
  } catch {
    return undefined;
  }
}

type State = 'idle' | 'checking' | 'verified' | 'required' | 'failed';

/**
 * The captcha widget (spec 3 §7: actions login, register, placeOrder; the backend answers
 * `AUT403` for a missing or refused response, spec 2 §8). The response always comes from the
 * browser: the test provider shows an "I'm not a robot" checkbox whose click
 * obtains a one-time token for the action; reCAPTCHA v3 loads Google's script (only with
 * that provider) and executes the action when the form asks ({@link CaptchaHandle.execute}).
 * Tokens are single-use and expire: the form resets the widget after a submit that failed.
 */
export function Captcha(props: CaptchaProps) {
  // With its words given the widget needs no message provider (an island without one).
  return props.labels ? (
    <CaptchaWidget {...props} labels={props.labels} />
  ) : (
    <CaptchaOfCatalogue {...props} />
  );
}

/** The widget with the `captcha` words of the `checkout` catalogue (under a provider). */
function CaptchaOfCatalogue(props: CaptchaProps) {
  const labels = useCaptchaLabels();
  return <CaptchaWidget {...props} labels={labels} />;
}

function CaptchaWidget({
  action,
  provider = 'test',
  siteKey,
  nonce,
  onToken,
  requestTestToken = requestTestCaptchaToken,
  labels,
  ref,
}: CaptchaProps & { labels: CaptchaLabels }) {
  const id = useId();
  const [state, setState] = useState<State>('idle');
  const token = useRef<string | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  const forget = useCallback(() => {
    clearTimeout(expiry.current);
    if (token.current !== null) onToken?.(null);
    token.current = null;
  }, [onToken]);
  useEffect(() => () => clearTimeout(expiry.current), []);

  useEffect(() => {
    if (provider !== 'recaptcha' || !siteKey) return;
    loadRecaptcha(siteKey, nonce).catch(() => setState('failed'));
  }, [provider, siteKey, nonce]);

  const check = async () => {
    if (state === 'checking' || state === 'verified') return;
    setState('checking');
    try {
      const issued = await requestTestToken(action);
      token.current = issued.token;
      // Ask again a little before the provider's lifetime ends.
      expiry.current = setTimeout(
        () => {
          forget();
          setState('idle');
        },
        Math.max(issued.expiresIn - 5, 1) * 1000,
      );
      setState('verified');
      onToken?.(issued.token);
    } catch {
      setState('failed');
    }
  };

  useImperativeHandle(
    ref,
    () => ({
      async execute() {
        if (provider === 'recaptcha') {
          if (!siteKey) return null;
          try {
            const grecaptcha = await loadRecaptcha(siteKey, nonce);
            const fresh = await grecaptcha.execute(siteKey, { action });
            onToken?.(fresh);
            return fresh;
          } catch {
            setState('failed');
            return null;
          }
        }
        if (token.current) return token.current;
        setState((current) => (current === 'checking' ? current : 'required'));
        input.current?.focus();
        return null;
      },
      reset() {
        forget();
        setState('idle');
      },
    }),
    [provider, siteKey, nonce, action, onToken, forget],
  );

  const message = state === 'required' ? labels.required : state === 'failed' ? labels.failed : '';
  if (provider === 'recaptcha') {
    return (
      <div className={styles.root} data-captcha-provider="recaptcha">
        <p className={styles.notice}>{labels.recaptchaNotice}</p>
        {message && (
          <p className={styles.message} role="alert">
            {message}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={styles.frame} data-captcha-provider="test" data-state={state}>
      <Checkbox
        ref={input}
        id={`${id}-check`}
        label={labels.notRobot}
        checked={state === 'verified'}
        aria-busy={state === 'checking'}
        error={message || undefined}
        onChange={() => void check()}
      />
      <span className={styles.notice} aria-live="polite">
        {state === 'checking' ? labels.checking : ''}
      </span>
    </div>
  );
}
