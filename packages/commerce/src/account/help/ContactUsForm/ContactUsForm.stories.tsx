import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fixtureContactCategories } from '../fixtures';
import { ContactUsForm, type ContactUsFormProps } from './ContactUsForm.client';

const meta = {
  title: 'Commerce/Help/ContactUsForm',
  component: ContactUsForm,
  args: {
    categories: fixtureContactCategories.en,
    onSubmit: fn<ContactUsFormProps['onSubmit']>(async () => ({
      ok: true as const,
      caseId: 'CASE-00042',
    })),
  },
} satisfies Meta<typeof ContactUsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filled: the required fields are marked, the topic focused, nothing sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: /Subject/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const topic = canvas.getByRole('combobox', { name: /Topic/ });
    await waitFor(() => expect(topic).toHaveFocus());
    await expect(topic).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled and sent: the subjects follow the topic; the case id confirms it. */
export const Sent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Topic/ }), 'orders');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Subject/ }), 'where');
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Where is it?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      categoryId: 'orders',
      subjectId: 'where',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      orderNumber: '',
      message: 'Where is it?',
    });
    await expect(
      await canvas.findByText('Thank you. Your request CASE-00042 has been received.'),
    ).toBeVisible();
  },
};

/** The send failed: a message above the form, the values kept. */
export const SendError: Story = {
  args: {
    defaults: {
      categoryId: 'returns',
      subjectId: 'label',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Label please',
    },
    onSubmit: fn<ContactUsFormProps['onSubmit']>(async () => ({
      ok: false as const,
      code: 'GEN500',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your message could not be sent.',
    );
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Label please');
  },
};

/** The API refuses the e-mail (AUT453): the message at the e-mail, which takes the focus. */
export const EmailRefused: Story = {
  args: {
    defaults: {
      categoryId: 'returns',
      subjectId: 'label',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Label please',
    },
    onSubmit: fn<ContactUsFormProps['onSubmit']>(async () => ({
      ok: false as const,
      code: 'AUT453',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is not valid'));
    await expect(email).toHaveFocus();
  },
};

/** While it is sent. */
export const Pending: Story = {
  args: {
    defaults: {
      categoryId: 'returns',
      subjectId: 'label',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Label please',
    },
    onSubmit: fn<ContactUsFormProps['onSubmit']>(() => new Promise<never>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The topics could not be read. */
export const CategoriesError: Story = {
  args: { categories: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The topics cannot be loaded');
  },
};

/** In French (fr-CA): a malformed e-mail. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { categories: fixtureContactCategories.fr },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Sujet/ }), 'orders');
    await expect(canvas.getByRole('combobox', { name: /Objet/ })).toBeEnabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Courriel/ }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(canvas.getByRole('textbox', { name: /Courriel/ })).toHaveAccessibleDescription(
      /Le courriel n'est pas valide/,
    );
  },
};
