import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { localeOfHeaders } from './requestLocale';

/**
 * The translator of one namespace in a Server Action's locale (the proxy's locale header, the
 * page the action posts from; `en-us` when the request has none), for the words a form's
 * schema speaks when the action checks its input again (`help`, `accountarea`, `stores`).
 */
export async function actionTranslations(namespace: 'help' | 'accountarea' | 'stores') {
  const locale = localeOfHeaders(await headers());
  return getTranslations({ locale: locale?.path ?? 'en-us', namespace });
}
