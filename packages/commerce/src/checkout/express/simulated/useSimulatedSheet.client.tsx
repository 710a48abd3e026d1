'use client';

import { type ReactNode, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../../security/components/Captcha/Captcha.client';
import { useExpressUi } from '../ExpressUi.client';
import { type ExpressErrorView, expressErrorFor } from '../errors';
import type { ExpressCallStep } from '../expressReducer';
import type {
  ExpressFailure,
  ExpressFlowHandlers,
  ExpressSession,
  ExpressSheetState,
} from '../types';

/** What the simulated sheet and PayPal approval share: their props. */
export interface SimulatedSheetProps {
  handlers: ExpressFlowHandlers;
  /** The merchant validation's session; null while it runs. */
  session: ExpressSession | null;
  localeTag: string;
  /** The dialog closes: the session ended (cancel, failure) or the order was placed. */
  onClose(): void;
}

/**
 * The state and steps of a simulated provider dialog (spec 3 §4, §8): the sheet the flow last
 * answered, the error that keeps the session (an error that ends it closes the dialog), the busy
 * flag, the `placeOrder` captcha (spec 3 §7) and cancel.
 * - `run(step, call, onOk)` runs one flow call: busy meanwhile, the error cleared first, then
 *   `onOk` with the answer or the error placed by {@link expressErrorFor}.
 * - `place(call)` asks the captcha first (nothing happens without its answer), runs the call
 *   as the `paymentAuthorization` step and closes the dialog when the order is placed.
 */
export function useSimulatedSheet({ handlers, session, localeTag, onClose }: SimulatedSheetProps) {
  const { labels, captcha, requestTestToken } = useExpressUi();
  const captchaRef = useRef<CaptchaHandle>(null);
  const storeCountry = session?.storeCountry ?? 'US';
  const [sheet, setSheet] = useState<ExpressSheetState | null>(null);
  const [error, setError] = useState<ExpressErrorView | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (failure: ExpressFailure, step: ExpressCallStep) => {
    const view = expressErrorFor(failure, labels, { step, storeCountry, localeTag });
    if (view.endsSession) onClose();
    else setError(view);
  };

  const run = async <T extends object>(
    step: ExpressCallStep,
    call: () => Promise<({ ok: true } & T) | ExpressFailure>,
    onOk: (answer: { ok: true } & T) => void,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if (result.ok) onOk(result);
    else show(result, step);
    return result.ok;
  };

  const place = async (
    call: (
      recaptchaResponse: string | undefined,
    ) => Promise<({ ok: true } & { orderNumber: string }) | ExpressFailure>,
  ) => {
    if (!session) return;
    const response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !response) return;
    await run('paymentAuthorization', () => call(response ?? undefined), onClose);
    captchaRef.current?.reset();
  };

  const cancel = () => {
    handlers.cancel();
    onClose();
  };

  const captchaField: ReactNode = captcha ? (
    <Captcha
      ref={captchaRef}
      action="placeOrder"
      {...captcha}
      labels={labels.captcha}
      {...(requestTestToken ? { requestTestToken } : {})}
    />
  ) : null;

  return {
    labels,
    storeCountry,
    sheet,
    setSheet,
    error,
    busy,
    run,
    place,
    cancel,
    captchaField,
    /** The error's message when it marks the address (a contact's field error). */
    fieldError: error?.placement === 'field' ? error.message : undefined,
    /** The error's message when it shows in the sheet. */
    sheetError: error && error.placement !== 'field' ? error.message : undefined,
  };
}
