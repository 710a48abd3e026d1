import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type AdyenAssets, adyenAssetsOf, type ExpressSettings } from '@storefront/commerce';
import { logEvent } from '../serverLog';

/**
 * Where the build writes the Adyen files and their manifest (`scripts/adyen-assets.mjs`, run by
 * `npm run build` and `npm run dev` of this app); `next start` runs in the app's folder.
 */
export const adyenManifestPath = path.join(
  process.cwd(),
  'public',
  'vendor',
  'adyen-web',
  'manifest.json',
);

let cached: { file: string; assets: AdyenAssets | undefined } | undefined;

/**
 * The Adyen library's files of this origin and their sha384 integrity values (spec 3 §7), from
 * the build's manifest; read once per process (the build does not change under a running
 * server). `undefined`, logged as `express.adyenAssets`, when the manifest is missing or not
 * valid (`adyenAssetsOf`).
 * @param file the manifest's path (tests)
 */
export function readAdyenAssets(file = adyenManifestPath): AdyenAssets | undefined {
  if (cached?.file === file) return cached.assets;
  let assets: AdyenAssets | undefined;
  try {
    // Not traced into the server bundle: the file is the build's, in public/ (served as is).
    assets = adyenAssetsOf(JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')));
  } catch {
    assets = undefined;
  }
  if (!assets)
    logEvent({ level: 'error', event: 'express.adyenAssets', fields: { problem: 'noManifest' } });
  cached = { file, assets };
  return assets;
}

/**
 * The settings with the Adyen library's files added to the Adyen configuration; without them
 * (no manifest: the app was not built with `scripts/adyen-assets.mjs`) the Adyen part is left
 * out, so no Adyen button shows (its loader refuses a missing configuration).
 */
export function withAdyenAssets<T extends Pick<ExpressSettings, 'adyen'>>(
  settings: T,
  read: () => AdyenAssets | undefined = readAdyenAssets,
): T {
  if (!settings.adyen) return settings;
  const assets = read();
  if (!assets) {
    const { adyen: _left, ...rest } = settings;
    return rest as T;
  }
  return { ...settings, adyen: { ...settings.adyen, assets } };
}
