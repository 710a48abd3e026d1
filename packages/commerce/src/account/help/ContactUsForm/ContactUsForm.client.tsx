'use client';

import { Button, Field, Notification, Select, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { OrderActionResult } from '../../orders/OrderActions/OrderActions.client';
import * as styles from '../help.css';
import { type ContactUsValues, checkContactUs, type HelpRule } from '../helpRules';

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
  /** POST /contactus → the case id; `API400` unknown category or subject, `AUT453` e-mail. */
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
 * message; checked in the browser (spec 1 §5 e-mail rule), then sent; the case id confirms
 * it. The first broken field takes the focus. Words: the `help` namespace.
 */
export function ContactUsForm({ categories, onSubmit, defaults = {} }: ContactUsFormProps) {
  const t = useTranslations('help');
  const id = useId();
  const [values, setValues] = useState<ContactUsValues>({ ...empty, ...defaults });
  const [errors, setErrors] = useState<Partial<Record<keyof ContactUsValues, HelpRule>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [caseId, setCaseId] = useState<string>();

  if (!categories) return <Notification tone="error">{t('contact.categoriesError')}</Notification>;

  const category = categories.find((c) => c.categoryId === values.categoryId);
  const set = (name: keyof ContactUsValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [name]: event.target.value,
      ...(name === 'categoryId' ? { subjectId: '' } : {}),
    }));
  const error = (name: keyof ContactUsValues) => {
    const broken = errors[name];
    return broken
      ? t(`rules.${broken.rule}`, broken.rule === 'tooLong' ? { max: broken.max } : {})
      : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const broken = checkContactUs(values);
    setErrors(broken);
    const first = Object.keys(broken)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    if (result.ok) setCaseId(result.caseId);
    else if (result.code === 'AUT453') setErrors({ email: { rule: 'email' } });
    else setFailure(t('contact.failed'));
  };

  if (caseId) {
    return (
      <div className={styles.form}>
        <Notification tone="success">{t('contact.sent', { caseId })}</Notification>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setCaseId(undefined);
              setValues((v) => ({ ...v, categoryId: '', subjectId: '', message: '' }));
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
          value={values.categoryId}
          onChange={set('categoryId')}
          error={error('categoryId')}
        />
        <Select
          id={`${id}-subjectId`}
          label={t('contact.subject')}
          placeholder={t('contact.chooseSubject')}
          required
          disabled={!category}
          options={(category?.subjects ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={values.subjectId}
          onChange={set('subjectId')}
          error={error('subjectId')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id={`${id}-firstName`}
          label={t('contact.firstName')}
          autoComplete="given-name"
          required
          value={values.firstName}
          onChange={set('firstName')}
          error={error('firstName')}
        />
        <TextField
          id={`${id}-lastName`}
          label={t('contact.lastName')}
          autoComplete="family-name"
          required
          value={values.lastName}
          onChange={set('lastName')}
          error={error('lastName')}
        />
      </div>
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('contact.email')}
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={error('email')}
      />
      <div className={styles.row}>
        <TextField
          id={`${id}-phone`}
          type="tel"
          label={t('contact.phone')}
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={error('phone')}
        />
        <TextField
          id={`${id}-orderNumber`}
          label={t('contact.orderNumber')}
          autoComplete="off"
          value={values.orderNumber}
          onChange={set('orderNumber')}
          error={error('orderNumber')}
        />
      </div>
      <Field id={`${id}-message`} label={t('contact.message')} required error={error('message')}>
        {(aria) => (
          <textarea
            {...aria}
            className={styles.textarea}
            value={values.message}
            onChange={set('message')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" loading={busy}>
          {t('contact.submit')}
        </Button>
      </div>
    </form>
  );
}
