import { defaultLocalePath, safeRedirectPath } from '@storefront/api-contract';
import { draftMode } from 'next/headers';
import { draftResponseHeaders } from '../../../../src/lib/draft';

/**
 * `GET /api/draft/disable?path=/{locale}/…`: leaves draft mode (deletes its cookie) and
 * redirects (307) to `path` (checked by `safeRedirectPath`, else the default locale's home).
 */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const path = safeRedirectPath(new URL(request.url).searchParams.get('path'), defaultLocalePath);
  return new Response(null, { status: 307, headers: { ...draftResponseHeaders, Location: path } });
}
