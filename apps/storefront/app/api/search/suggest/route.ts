import { findLocale } from '@storefront/api-contract';
import { getAutoSuggest } from '../../../../src/lib/catalog';

/** Longest words autoSuggest accepts (spec 2 §7). */
const maxLength = 100;

/**
 * GET /api/search/suggest?locale=en-us&q=boo — the header search's suggestions (a read the
 * browser makes, so a GET route): GET /products/v2/search/autoSuggest in the locale (spec 2 §7),
 * answered as its JSON (`query`, `suggestions`, `products`, `categories`). 400 `API400` for an
 * unknown locale or words empty or over 100 characters; 502 `API502` when the catalogue fails.
 * Cacheable for a minute (no shopper data).
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = findLocale(query.get('locale') ?? '');
  const q = (query.get('q') ?? '').trim();
  if (!locale || !q || q.length > maxLength) {
    return Response.json(
      { errorId: 'API400', message: locale ? 'Bad search words.' : 'Unknown locale.' },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  const suggest = await getAutoSuggest(locale, q);
  if (!suggest) {
    return Response.json(
      { errorId: 'API502', message: 'Suggestions are unavailable.' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
  return Response.json(suggest, { headers: { 'cache-control': 'public, max-age=60' } });
}
