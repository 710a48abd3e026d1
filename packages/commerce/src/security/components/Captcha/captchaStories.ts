/**
 * Stories only: answers the storefront's POST /api/captcha in the browser (a token, or a
 * refusal with `status`) and passes every other request on. Use as a story's `beforeEach`.
 */
export function stubCaptchaRoute(status = 200) {
  return () => {
    const original = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/api/captcha')) return original(input, init);
      return status === 200
        ? Response.json({ token: 'story-captcha-token', expiresIn: 120 })
        : Response.json({ errorDetails: [{ errorId: 'API429' }] }, { status });
    };
    return () => {
      globalThis.fetch = original;
    };
  };
}
