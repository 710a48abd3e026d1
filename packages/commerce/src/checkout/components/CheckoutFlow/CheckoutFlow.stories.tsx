import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messageForError } from '../../../api/messages';
import { StoryCart } from '../../../cart/components/CartView/storyCart';
import {
  fixtureActions,
  fixtureCountries,
  fixtureCountryData,
  fixtureData,
  fixtureFailure,
  fixtureOrder,
  fixtureShippingBasket,
  fixtureSummaryBasket,
} from '../../flow/fixtures';
import type { CheckoutStep } from '../../flow/steps';
import { CheckoutFlow } from './CheckoutFlow.client';
import type { CheckoutFlowProps } from './CheckoutFlowProps';

/** The flow with the step held in state (the storefront keeps it in the URL). */
function Harness({ step: initial, ...props }: CheckoutFlowProps) {
  const [step, setStep] = useState<CheckoutStep>(initial);
  return (
    <CheckoutFlow
      {...props}
      step={step}
      onStepChange={(next, options) => {
        props.onStepChange(next, options);
        setStep(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/Checkout/CheckoutFlow',
  component: Harness,
  // The page's one basket store and dialog manager (the storefront's layout provides them).
  decorators: [
    (Story) => (
      <StoryCart basket={null} preload={false}>
        <Story />
      </StoryCart>
    ),
  ],
  args: {
    step: 'summary',
    initialData: fixtureData(fixtureSummaryBasket),
    onStepChange: fn(),
    actions: fixtureActions(),
    countries: fixtureCountries,
    countryData: fixtureCountryData,
    region: 'NORA',
    siteCountry: 'US',
    locale: 'en-US',
    onEmpty: fn(),
    onConfirmed: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const place = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  userEvent.click(canvas.getByRole('button', { name: 'Place order' }));

/** Loading: the flow loads the basket itself when the server could not. */
export const Loading: Story = {
  args: { initialData: undefined, actions: fixtureActions({}, { pending: ['load'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading checkout…')).toBeInTheDocument();
    // The step's place is held a viewport high, so nothing below moves when it arrives.
    const place = canvas.getByTestId('checkout-loading');
    await expect(place.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(canvas.queryByRole('button', { name: 'Place order' })).toBeNull();
  },
};

/** The basket cannot be loaded (API down): the message at the top and Try again, which loads it. */
export const LoadFailure: Story = {
  args: {
    initialData: undefined,
    actions: (() => {
      let calls = 0;
      const actions = fixtureActions();
      return {
        ...actions,
        load: async () => {
          calls += 1;
          return calls === 1 ? fixtureFailure('GEN500', messageForError('GEN500')) : actions.load();
        },
      };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    await expect(canvas.queryByText('Loading checkout…')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Step 1 of 3: Shipping' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A link to the summary before the address is known lands on the shipping step. */
export const StepGuard: Story = {
  args: { initialData: fixtureData(fixtureShippingBasket) },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Step 1 of 3: Shipping' }),
    ).toBeVisible();
    await expect(args.onStepChange).toHaveBeenCalledWith('shipping', { replace: true });
  },
};

/**
 * The member one-step checkout could not finish (spec 1 §4): the checkout opens at shipping
 * with the reason at the top (the host's `notice`), dismissable like any top notification.
 */
export const ExpressFailed: Story = {
  args: {
    step: 'shipping',
    initialData: fixtureData(fixtureShippingBasket),
    notice:
      'Express checkout could not be completed: We could not find this payment method. Please add it again. Check your details and continue.',
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Step 1 of 3: Shipping' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Express checkout could not be completed: We could not find/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss message' })).toBeVisible();
  },
};

/** Placing: processing, then finalised, the cart reset and the confirmation. */
export const PlacementProcessing: Story = {
  args: { actions: fixtureActions({}, { pending: ['placeOrder'] }) },
  play: async ({ canvas }) => {
    await place(canvas);
    await expect(
      await canvas.findByText('Processing your order…', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** Placed: finalise (cart reset) then the confirmation. */
export const Placed: Story = {
  args: { actions: fixtureActions({ finalise: fn(async () => undefined) }) },
  play: async ({ canvas, args }) => {
    await place(canvas);
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalledWith(fixtureOrder()));
    await expect(args.actions.finalise).toHaveBeenCalledWith('ALP00001042');
  },
};

/** The 3-D Secure card: the challenge dialog; approved, the order is patched and confirmed. */
export const ThreeDSecureApproved: Story = {
  args: {
    actions: fixtureActions({ placeOrder: async () => ({ ok: true, order: fixtureOrder(true) }) }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await place(canvas);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Confirm your card payment',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalled());
  },
};

/** The challenge failed: back to billing with the payment authentication error at the top. */
export const ThreeDSecureFailed: Story = {
  args: {
    actions: fixtureActions({
      placeOrder: async () => ({ ok: true, order: fixtureOrder(true) }),
      load: async () => ({ ok: true, ...fixtureData(fixtureSummaryBasket) }),
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await place(canvas);
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Confirm your card payment',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fail authentication' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Step 2 of 3: Billing' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not authenticate your card payment',
    );
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** A declined card (PYT402) is a top notification. */
export const ErrorAtTop: Story = {
  args: {
    actions: fixtureActions({
      placeOrder: async () =>
        fixtureFailure('PYT402', 'Your payment was declined. Please use another payment method.'),
    }),
  },
  play: async ({ canvas }) => {
    await place(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your payment was declined');
  },
};

/** Any other order error (here STR404) is a persistent toast. */
export const ErrorAsToast: Story = {
  args: {
    actions: fixtureActions({
      placeOrder: async () => fixtureFailure('STR404', 'We could not find your store.'),
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await place(canvas);
    const toastRegion = body(canvasElement);
    await expect(await toastRegion.findByText('We could not find your store.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A stage switch (ORD517): applied, back to shipping with its message. */
export const StageSwitch: Story = {
  args: {
    actions: fixtureActions({
      placeOrder: async () =>
        fixtureFailure('ORD517', 'Your order is being processed. Please try again in a moment.'),
    }),
  },
  play: async ({ canvas }) => {
    await place(canvas);
    await expect(
      await canvas.findByRole('heading', { name: 'Step 1 of 3: Shipping' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('changed them to home delivery');
  },
};

/** Every item sold out (INV701): the order cannot be completed. */
export const AllItemsOutOfStock: Story = {
  args: {
    actions: fixtureActions({
      placeOrder: async () =>
        fixtureFailure('INV701', 'Sorry, some items in your cart are out of stock.'),
      load: async () => ({ ok: true, ...fixtureData(fixtureSummaryBasket) }),
    }),
  },
  play: async ({ canvas }) => {
    await place(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This order cannot be completed',
    );
  },
};

/** An employee who has not accepted the terms sees the terms dialog first. */
export const EmployeeTerms: Story = {
  args: {
    employee: { termsAccepted: false },
    actions: fixtureActions({ acceptEmployeeTerms: fn(async () => ({ ok: true as const })) }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Employee discount terms',
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept and apply discount' }),
    );
    await waitFor(() => expect(args.actions.acceptEmployeeTerms).toHaveBeenCalled());
  },
};

/** A double click on "Place order" places one order. */
export const DoubleClickPlacesOnce: Story = {
  args: { actions: fixtureActions({ placeOrder: fn(fixtureActions().placeOrder) }) },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(args.onConfirmed).toHaveBeenCalled());
    await expect(args.actions.placeOrder).toHaveBeenCalledTimes(1);
  },
};

/** No basket any more (BSK404): back to the cart. */
export const NoBasket: Story = {
  args: {
    initialData: undefined,
    actions: fixtureActions({
      load: async () => fixtureFailure('BSK404', 'Your cart could not be found.'),
    }),
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onEmpty).toHaveBeenCalled());
  },
};
