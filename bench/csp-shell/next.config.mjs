/**
 * The probe app of bench/csp-shell: a bare Next 16 app with cache components (partial
 * prerendering) on, behind the storefront's kind of Content-Security-Policy (proxy.js).
 */
const nextConfig = { cacheComponents: true, partialPrefetching: true, poweredByHeader: false };
export default nextConfig;
