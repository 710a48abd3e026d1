import type { ConsentCategory } from '@storefront/blocks/services';

/** The words of one consent category in the preferences dialog. */
export interface ConsentCategoryLabels {
  label: string;
  description: string;
}

/**
 * The banner's and the preferences dialog's words, resolved on the server (`consent`
 * catalogue), so the islands ship no message runtime (ARCHITECTURE.md "Messages").
 */
export interface ConsentLabels {
  title: string;
  text: string;
  privacy: string;
  acceptAll: string;
  requiredOnly: string;
  manage: string;
  dialog: {
    title: string;
    description: string;
    save: string;
    acceptAll: string;
    categories: Record<ConsentCategory, ConsentCategoryLabels>;
  };
}

/** A translator of the `consent` namespace (next-intl's `getTranslations` or use-intl's). */
type Translate = (key: string) => string;

/** The labels of the `consent` catalogue through its translator. */
export function consentLabelsFrom(t: Translate): ConsentLabels {
  return {
    title: t('banner.title'),
    text: t('banner.text'),
    privacy: t('banner.privacy'),
    acceptAll: t('banner.acceptAll'),
    requiredOnly: t('banner.requiredOnly'),
    manage: t('banner.manage'),
    dialog: {
      title: t('dialog.title'),
      description: t('dialog.description'),
      save: t('dialog.save'),
      acceptAll: t('dialog.acceptAll'),
      categories: {
        C0001: {
          label: t('dialog.categories.C0001.label'),
          description: t('dialog.categories.C0001.description'),
        },
        C0002: {
          label: t('dialog.categories.C0002.label'),
          description: t('dialog.categories.C0002.description'),
        },
        C0003: {
          label: t('dialog.categories.C0003.label'),
          description: t('dialog.categories.C0003.description'),
        },
        C0004: {
          label: t('dialog.categories.C0004.label'),
          description: t('dialog.categories.C0004.description'),
        },
      },
    },
  };
}
