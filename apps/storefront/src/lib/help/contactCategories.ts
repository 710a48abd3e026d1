import 'server-only';
import { cacheTags, type StorefrontLocale } from '@storefront/api-contract';
import type { ContactCategory } from '@storefront/commerce';
import { createApiClient, createConsumerService } from '@storefront/commerce/server';
import { cache } from 'react';
import { keepRead } from '../cache/readCache';
import { apiBaseUrl } from '../content';
import { logUnavailable } from '../serverLog';

async function cachedContactCategories(
  locale: StorefrontLocale,
): Promise<ContactCategory[] | null> {
  'use cache';
  try {
    const client = createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 });
    const categories = await createConsumerService(client, { accessToken: '' }).contactCategories();
    keepRead(true, [cacheTags.allContent]);
    return categories;
  } catch (error) {
    keepRead(false, []);
    logUnavailable({ event: 'help.unavailable', locale, error, fields: { call: 'categories' } });
    return null;
  }
}

/**
 * The contact form's categories and subjects in the locale's language (spec 2 §7 GET
 * /contactus/categorySubject): the same for every shopper, so kept in the read cache
 * (`readCacheLife`, tagged `content`) and asked without the shopper's session; the contact page
 * then reads nothing of the request. `null` when the API does not answer (logged as
 * `help.unavailable`, not kept): the form says the topics could not be loaded.
 */
export const getContactCategories = cache(cachedContactCategories);
