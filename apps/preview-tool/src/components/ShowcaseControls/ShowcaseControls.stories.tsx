import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  docTypeRequiredMessage,
  previewDateTimeInvalidMessage,
  readShowcaseQuery,
} from '../../lib/query';
import { ShowcaseControls } from './ShowcaseControls';

const meta = {
  title: 'Preview tool/ShowcaseControls',
  component: ShowcaseControls,
  args: { query: readShowcaseQuery({}) },
} satisfies Meta<typeof ShowcaseControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: limit 20, default locale. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Per page/ })).toHaveValue('20');
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveValue('');
  },
};

/** Submitted without a docType: the spec's message at the field. */
export const DocTypeRequired: Story = {
  args: { docTypeError: docTypeRequiredMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(docTypeRequiredMessage)).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Every control set, as read back from a shared URL. */
export const Filled: Story = {
  args: {
    query: readShowcaseQuery({
      docType: 'experience',
      layoutVariant: 'wide',
      limit: '50',
      locale: 'fr-ca',
      theme: 'coast',
      breakpoint: 'all',
      previewDateTime: '2030-01-02T09:00',
      segments: 'loyaltyMember',
      p13n_testcontext: 'home-hero-test:variant-sale',
    }),
    experiences: [
      {
        experienceId: 'home-hero-test',
        variants: [{ name: 'Sale', variantId: 'variant-sale' }],
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: /Doc type/ })).toHaveValue('experience');
    await expect(canvas.getByRole('combobox', { name: /Locale/ })).toHaveValue('fr-ca');
    await expect(canvas.getByRole('combobox', { name: /Brand theme/ })).toHaveValue('coast');
    await expect(canvas.getByRole('textbox', { name: /Layout variant/ })).toHaveValue('wide');
    await expect(canvas.getByLabelText(/Preview date and time/)).toHaveValue('2030-01-02T09:00');
    await expect(canvas.getByRole('checkbox', { name: 'Loyalty member' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Experience home-hero-test/ })).toHaveValue(
      'variant-sale',
    );
    const breakpoint = canvasElement.querySelector<HTMLInputElement>('input[name="breakpoint"]');
    await expect(breakpoint?.value).toBe('all');
  },
};

/** A preview moment that is not a date and time: kept in the field with its error. */
export const InvalidPreviewDateTime: Story = {
  args: { query: readShowcaseQuery({ docType: 'page', previewDateTime: 'tomorrow' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(previewDateTimeInvalidMessage)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Preview date and time/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Choosing a doc type and ticking a segment, then submitting, sends them in the query. */
export const Submit: Story = {
  decorators: [
    (Story) => (
      <div
        onSubmitCapture={(event) => {
          event.preventDefault();
          const data = new FormData(event.target as HTMLFormElement);
          (event.currentTarget as HTMLElement).dataset.submitted = new URLSearchParams(
            data as unknown as Record<string, string>,
          ).toString();
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Doc type/ }), 'page');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Employee' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show documents' }));
    const submitted = new URLSearchParams(
      (canvasElement.firstElementChild as HTMLElement).dataset.submitted,
    );
    await expect(submitted.get('docType')).toBe('page');
    await expect(submitted.getAll('segments')).toEqual(['loggedIn', 'employee']);
    await expect(submitted.get('page')).toBe('1');
  },
};
