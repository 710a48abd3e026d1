import { zodResolver } from '@hookform/resolvers/zod';
import { phoneError, phoneRules } from '@storefront/api-contract/phone';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import * as z from 'zod';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { DateField, dateMessage, isValidDate } from '../components/DateField';
import { Notification } from '../components/Notification';
import { PasswordField, passwordErrors } from '../components/PasswordField';
import { type PhoneCodeEntry, PhoneField } from '../components/PhoneField';
import { RadioGroup } from '../components/RadioGroup';
import { Select } from '../components/Select';
import { TextField } from '../components/TextField';
import { messages } from './messages';

const phoneEntries: PhoneCodeEntry[] = [
  { dialCode: '1', code: 'CA' },
  { dialCode: '1', code: 'US' },
  { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
];
const DATE_FORMAT = 'MM/DD/YYYY';

/** A sign-up form of spec 3 §5 built only from the generic messages and the fields' rules. */
const schema = z.object({
  email: z.string().min(1, messages.required).pipe(z.email(messages.email)),
  password: z
    .string()
    .min(1, messages.required)
    .superRefine((value, ctx) => {
      for (const message of passwordErrors(value)) ctx.addIssue({ code: 'custom', message });
    }),
  birthDate: z
    .string()
    .min(1, messages.required)
    .refine((v) => isValidDate(v, DATE_FORMAT), dateMessage(DATE_FORMAT)),
  phone: z.string().refine((v) => !phoneError(v, phoneEntries), messages.phone),
  province: z.string().min(1, messages.required),
  delivery: z.enum(['home', 'pickup'], { error: messages.required }),
  terms: z.literal(true, { error: messages.requiredCheckbox }),
});
type SignUp = z.input<typeof schema>;

function SignUpForm({ onSubmit }: { onSubmit: (values: SignUp) => void }) {
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUp>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', birthDate: '', phone: '', province: '' },
  });
  return (
    <form
      noValidate
      aria-label="Sign up"
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        setDone(true);
      })}
      style={{ display: 'grid', gap: 16, maxWidth: 480 }}
    >
      {done && <Notification tone="success" title="Account created" />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <DateField
        label="Date of birth"
        format={DATE_FORMAT}
        required
        error={errors.birthDate?.message}
        {...register('birthDate')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            rules={phoneRules}
            label="Phone"
            entries={phoneEntries}
            required
            error={errors.phone?.message}
            {...field}
          />
        )}
      />
      <Select
        label="Province"
        placeholder="Select a province"
        required
        options={[
          { value: 'AB', label: 'Alberta' },
          { value: 'ON', label: 'Ontario' },
        ]}
        error={errors.province?.message}
        {...register('province')}
      />
      <RadioGroup
        label="Delivery"
        required
        options={[
          { value: 'home', label: 'Home delivery' },
          { value: 'pickup', label: 'Pick up in store' },
        ]}
        error={errors.delivery?.message}
        {...register('delivery')}
      />
      <Checkbox
        label="I accept the terms and conditions"
        required
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Button type="submit">Create account</Button>
    </form>
  );
}

const meta = {
  title: 'UI/Forms/Form',
  component: SignUpForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submit empty: every field shows its error; fill in: the form submits the stored values. */
export const SignUp: Story = {
  play: async ({ canvas, args }) => {
    // Labels of required fields end with a `*` hidden from assistive technology.
    const field = (name: string) => canvas.getByLabelText(new RegExp(`^${name}\\*?$`));
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getAllByText(messages.required)).toHaveLength(5));
    await expect(canvas.getByText(messages.phone)).toBeInTheDocument();
    await expect(canvas.getByText(messages.requiredCheckbox)).toBeInTheDocument();
    await expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field('Email'), 'ada@example');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.type(field('Date of birth'), '02/30/1990');
    await userEvent.click(submit);
    await expect(await canvas.findByText(messages.email)).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await expect(canvas.getByText(dateMessage(DATE_FORMAT))).toBeInTheDocument();

    await userEvent.type(field('Email'), '.com');
    await userEvent.clear(field('Password'));
    await userEvent.type(field('Password'), 'Secret123');
    await userEvent.clear(field('Date of birth'));
    await userEvent.type(field('Date of birth'), '07/14/1990');
    await userEvent.type(field('Phone'), '4165550123');
    await userEvent.selectOptions(field('Province'), 'ON');
    await userEvent.click(field('Pick up in store'));
    await userEvent.click(field('I accept the terms and conditions'));
    await userEvent.click(submit);

    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Secret123',
      birthDate: '07/14/1990',
      phone: '+14165550123',
      province: 'ON',
      delivery: 'pickup',
      terms: true,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
