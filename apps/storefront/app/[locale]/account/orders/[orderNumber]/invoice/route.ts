import { findLocale } from '@storefront/api-contract';
import { fileFromBase64, normaliseOrderNumber, orderNumberPattern } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { accountSectionHref } from '../../../../../../src/lib/account/accountSections';
import { downloadInvoice } from '../../../../../../src/lib/orders/read';
import { readSession } from '../../../../../../src/lib/session/session';

/**
 * GET `/{lang}-{region}/account/orders/{orderNumber}/invoice`: the order's invoice as a file
 * the browser downloads (spec 2 §7 POST /consumer/purchase/invoice/download; a PDF), only for
 * the signed-in owner. A guest is sent to sign in and back to the order; an unknown or another
 * consumer's order (OHS4004) is 404; any other failure is 502 with the words "the invoice cannot be
 * downloaded right now".
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; orderNumber: string }> },
) {
  const { locale: localePath, orderNumber: raw } = await params;
  const locale = findLocale(localePath);
  const orderNumber = normaliseOrderNumber(decodeURIComponent(raw));
  if (!locale || !orderNumberPattern.test(orderNumber)) {
    return new Response('Not found', { status: 404 });
  }
  const orderHref = `${accountSectionHref(locale.path, 'orders')}/${orderNumber}`;
  if (!(await readSession()).signedIn) {
    const signIn = new URL(`/${locale.path}/sign-in`, request.url);
    signIn.searchParams.set('returnTo', orderHref);
    return Response.redirect(signIn, 303);
  }
  const result = await downloadInvoice(locale, orderNumber);
  if (!result.ok) {
    const status = result.code === 'OHS4004' ? 404 : result.code === 'AUT401' ? 401 : 502;
    const t = await getTranslations({ locale: locale.path, namespace: 'orders' });
    return new Response(status === 502 ? t('actions.invoiceFailed') : result.message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const { file } = result;
  const blob = fileFromBase64(file.content, file.contentType);
  const name = file.fileName.replace(/[^\w.-]/g, '_');
  return new Response(blob, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
