/** A bare Next 16 App Router app: the floor that storefront routes are measured against. */
const nextConfig = {};
export default nextConfig;
