/**
 * Security headers of the storefront and the preview tool (design.md "Security rules"): a
 * Content-Security-Policy made per request by each app's `proxy.ts`, nonce-based on the pages
 * with credentials or payment and `script-src 'self' 'unsafe-inline'` on the shopper-independent
 * pages a cache may keep (ARCHITECTURE.md §11),
 * (packages/commerce/src/security), framing refused (the preview tool's render route only by the
 * tool itself), nosniff, Referrer-Policy, Permissions-Policy; HSTS only over https. The shared
 * fixture fails every journey (these too) on a CSP violation in the console.
 */
import { createHash } from 'node:crypto';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverSlot } from './servers';

const { previewUrl } = serverSlot();

/** The directives of a CSP header, by name. */
function directives(csp: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function nonceOf(csp: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
}

function expectCommonHeaders(response: APIResponse, framing: 'DENY' | 'SAMEORIGIN'): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe(framing);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  // Served over plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport');

  // The CSP kind per route (ARCHITECTURE.md §11): one request each, the other directives alike.
  const kinds = {
    '/en-us': 'static',
    '/en-us/about': 'static',
    '/en-us/c/hiking-boots-300010': 'static',
    '/en-us/p/mens-meadow-walker-ALP1401M': 'static',
    '/en-us/search?q=boot': 'static',
    '/en-us/cart': 'nonce',
    '/en-us/checkout': 'nonce',
    '/en-us/sign-in': 'nonce',
    '/en-us/account': 'nonce',
  } as const;
  test('each route sends the CSP of its kind and the security headers', async ({ request }) => {
    for (const [path, kind] of Object.entries(kinds)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(400);
      expectCommonHeaders(response, 'DENY');
      const csp = directives(response.headers()['content-security-policy']);
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('script-src'), path).toMatch(
        kind === 'nonce'
          ? /^'self' 'nonce-[A-Za-z0-9+/=]{16,}'( 'sha256-[A-Za-z0-9+/=]{44}')+ 'strict-dynamic'$/
          : /^'self' 'unsafe-inline'$/,
      );
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'self'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(csp.get('form-action'), path).toBe("'self'");
      expect(csp.get('connect-src'), path).toMatch(/^'self'( http:\/\/127\.0\.0\.1:\d+)?$/);
      if (kind === 'static') {
        // No nonce anywhere in the page: its HTML could have been written before the request.
        expect(await response.text(), path).not.toMatch(/<script\b[^>]*\bnonce=/);
      }
    }
  });

  test('every load gets a fresh nonce, carried by every script of the page but the hashed ones', async ({
    page,
  }) => {
    const nonces: string[] = [];
    // Two loads; en-gb asks for consent, so its head has the consent banner's script as well.
    for (const path of ['/en-us/cart', '/en-gb/cart']) {
      const response = await page.goto(path);
      const csp = response?.headers()['content-security-policy'];
      const nonce = nonceOf(csp);
      expect(nonce, 'the CSP names a nonce').toBeTruthy();
      nonces.push(nonce ?? '');
      // Every script element of the served HTML (Next's and ours); JSON-LD is data, not script.
      const scripts = [
        ...((await response?.text()) ?? '').matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g),
      ].filter(([, tag]) => !tag?.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      let hashed = 0;
      for (const [, tag = '', text = ''] of scripts) {
        if (tag.includes(`nonce="${nonce}"`)) continue;
        // The layout's constant head scripts: allowed by their hash in the CSP, not the nonce.
        const hash = createHash('sha256').update(text).digest('base64');
        expect(csp, `${tag} without the nonce has its hash in the CSP`).toContain(
          `'sha256-${hash}'`,
        );
        hashed += 1;
      }
      // The benefit bar's closed flag and the header's session flags; the consent banner's
      // answered flag too where consent is asked (en-gb).
      expect(hashed, 'the head scripts').toBe(path === '/en-gb/cart' ? 3 : 2);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('another origin cannot frame the checkout or the sign-in page', async ({
    page,
    baseURL,
  }) => {
    // A page of another origin (localhost, not 127.0.0.1) that frames the storefront.
    const target = new URL(baseURL ?? '');
    const host = `http://localhost:${target.port}/__framing-host`;
    await page.route(host, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>host</title>
          <iframe name="checkout" src="${target.origin}/en-us/checkout"></iframe>
          <iframe name="signin" src="${target.origin}/en-us/sign-in"></iframe>`,
      }),
    );
    await page.goto(host);
    for (const name of ['checkout', 'signin']) {
      // The browser replaces a refused frame by its error page (frame-ancestors 'none').
      await expect
        .poll(() => page.frame({ name })?.url() ?? '', { message: `${name} frame` })
        .toMatch(/^chrome-error:/);
      const framed = await page
        .frame({ name })
        ?.evaluate(() => document.querySelector('#main') !== null)
        .catch(() => false);
      expect(framed, `${name} rendered inside the frame`).toBeFalsy();
    }
  });

  test("the preview tool refuses framing except its render route, by the tool's own pages", async ({
    request,
  }) => {
    const tool = await request.get(`${previewUrl}/`);
    expectCommonHeaders(tool, 'DENY');
    const toolCsp = directives(tool.headers()['content-security-policy']);
    expect(toolCsp.get('frame-ancestors')).toBe("'none'");
    expect(toolCsp.get('frame-src')).toBe("'self'");
    expect(toolCsp.get('script-src')).toMatch(/'nonce-[^']+' 'strict-dynamic'/);

    const render = await request.get(`${previewUrl}/render/alpine/en-us?docType=page`);
    expectCommonHeaders(render, 'SAMEORIGIN');
    const renderCsp = directives(render.headers()['content-security-policy']);
    expect(renderCsp.get('frame-ancestors')).toBe("'self'");
  });
});

test.describe('malformed input on the storefront', () => {
  test.skip(({ isMobile }) => isMobile, 'no viewport involved');

  for (const path of ['/en-us/%', '/en-us/p/%E0%A4%A', '/en-us/c/%zz']) {
    test(`${path} (bad percent-encoding) answers 400, not a 500 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    });
  }
});
