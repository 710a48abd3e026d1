'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Notification, Select, TextField } from '@storefront/ui';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { OrderActionResult } from '../../orders/OrderActions/OrderActions.client';
import * as styles from '../help.css';
import { type ContactUsValues, contactUsSchemaWith, helpMessagesFrom } from '../helpRules';

/** A contact-us category with its subjects (GET /contactus/categorySubject, spec 2 §7). */
export interface ContactCategory {
  categoryId: string;
  name: string;
  subjects: { id: string; name: string }[];
}

/** Props of {@link ContactUsForm}. */
export interface ContactUsFormProps {
  /** The categories in the locale's language; `null` when they could not be read (error state). */
  categories: ContactCategory[] | null;
  /**
   * POST /contactus → the case id; `API400` unknown category or subject, `AUT453` e-mail. It
   * gets the values the schema answers (trimmed) and checks them again with the same schema
   * (`contactUsSchemaWith`).
   */
  onSubmit(values: ContactUsValues): Promise<OrderActionResult<{ caseId: string }>>;
  /** Values to start with (a signed-in shopper's name and e-mail, an order number). */
  defaults?: Partial<ContactUsValues>;
}

const empty: ContactUsValues = {
  categoryId: '',
  subjectId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  orderNumber: '',
  message: '',
};

/**
 * Contact us (spec 2 §7 GET /contactus/categorySubject, POST /contactus; issue scope "help"):
 * a topic, then one of its subjects, name, e-mail, optional phone and order number, and the
 * message; checked in the browser with `contactUsSchemaWith` (spec 1 §5 e-mail rule), the
 * first broken field focused, then sent; the case id confirms it. A refused e-mail (AUT453)
 * shows at its field, other failures above the form, the values kept. Words: the `help`
 * namespace.
 */
export function ContactUsForm({ categories, onSubmit, defaults = {} }: ContactUsFormProps) {
  const t = useTranslations('help');
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [caseId, setCaseId] = useState<string>();
  const schema = useMemo(() => contactUsSchemaWith(helpMessagesFrom(t)), [t]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactUsValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...defaults },
  });
  const categoryId = useWatch({ control, name: 'categoryId' });

  if (!categories) return <Notification tone="error">{t('contact.categoriesError')}</Notification>;

  const category = categories.find((c) => c.categoryId === categoryId);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onSubmit(values);
    if (result.ok) setCaseId(result.caseId);
    else if (result.code === 'AUT453')
      setError('email', { message: t('rules.email') }, { shouldFocus: true });
    else setFailure(t('contact.failed'));
  });

  if (caseId) {
    return (
      <div className={styles.form}>
        <Notification tone="success">{t('contact.sent', { caseId })}</Notification>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              reset({ ...getValues(), categoryId: '', subjectId: '', message: '' });
              setCaseId(undefined);
            }}
          >
            {t('contact.another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Notification tone="error">{failure}</Notification>}
      <div className={styles.row}>
        <Select
          id={`${id}-categoryId`}
          label={t('contact.category')}
          placeholder={t('contact.chooseCategory')}
          required
          options={categories.map((c) => ({ value: c.categoryId, label: c.name }))}
          error={errors.categoryId?.message}
          {...register('categoryId', { onChange: () => setValue('subjectId', '') })}
        />
        <Select
          id={`${id}-subjectId`}
          label={t('contact.subject')}
          placeholder={t('contact.chooseSubject')}
          required
          disabled={!category}
          options={(category?.subjects ?? []).map((s) => ({ value: s.id, label: s.name }))}
          error={errors.subjectId?.message}
          {...register('subjectId')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-firstName`}
          label={t('contact.firstName')}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={`${id}-lastName`}
          label={t('contact.lastName')}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('contact.email')}
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.row}>
        <TextField
          id={`${id}-phone`}
          type="tel"
          label={t('contact.phone')}
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          id={`${id}-orderNumber`}
          label={t('contact.orderNumber')}
          autoComplete="off"
          error={errors.orderNumber?.message}
          {...register('orderNumber')}
        />
      </div>
      <Field
        id={`${id}-message`}
        label={t('contact.message')}
        required
        error={errors.message?.message}
      >
        {(aria) => <textarea {...aria} className={styles.textarea} {...register('message')} />}
      </Field>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
