import { findLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { accountSectionHref } from '../../../../../src/lib/account/accountSections';
import { retrieveMyData } from '../../../../../src/lib/account/userData';
import { readSession } from '../../../../../src/lib/session/session';

/**
 * GET `/{lang}-{region}/account/profile/my-data`: "retrieve my data" (spec 2 §7 POST
 * /consumer/retrieveUserData; issue scope 2) as a JSON file the browser downloads
 * (`my-data.json`), only for the signed-in consumer and only their own data. A guest is sent
 * to sign in and back to the profile page; a failure answers its status (401, 404, 429, else
 * 502) with the words "we could not get your data right now".
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = findLocale((await params).locale);
  if (!locale) return new Response('Not found', { status: 404 });
  if (!(await readSession()).signedIn) {
    const signIn = new URL(`/${locale.path}/sign-in`, request.url);
    signIn.searchParams.set('returnTo', accountSectionHref(locale.path, 'profile'));
    return Response.redirect(signIn, 303);
  }
  const result = await retrieveMyData(locale);
  if (!result.ok) {
    const status =
      { AUT401: 401, CCN404: 404, API429: 429 }[result.code as 'AUT401' | 'CCN404' | 'API429'] ??
      502;
    const t = await getTranslations({ locale: locale.path, namespace: 'accountarea' });
    return new Response(t('profile.retrieveDataFailed'), {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  return new Response(`${JSON.stringify(result.data, null, 2)}\n`, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="my-data.json"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
