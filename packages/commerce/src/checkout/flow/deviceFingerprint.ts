/**
 * The device fingerprint sent before an order is placed (spec 1 §7 POST
 * /cart/v1/deviceFingerPrint): a short, stable digest of what the browser says about the device,
 * for the backend's fraud checks. It carries no personal data in clear and reaches no third
 * party (nothing is loaded from the network). Pure apart from {@link browserDeviceTraits}.
 */

/** What the digest is made of; every field optional (a browser may not tell). */
export interface DeviceTraits {
  userAgent?: string | undefined;
  /** Preferred languages, e.g. `['en-US', 'en']`. */
  languages?: readonly string[] | undefined;
  /** IANA time zone, e.g. `America/Denver`. */
  timeZone?: string | undefined;
  /** Screen width × height × colour depth, e.g. `1920x1080x24`. */
  screen?: string | undefined;
  /** Logical processors. */
  hardwareConcurrency?: number | undefined;
  /** Maximum simultaneous touch points. */
  maxTouchPoints?: number | undefined;
}

/** The digest's format: `dfp1-` and 16 hexadecimal digits. */
export const deviceFingerprintPattern = /^dfp1-[0-9a-f]{16}$/;

/** 32-bit FNV-1a of `text` with the given offset basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The fingerprint of a device: `dfp1-` and 16 hex digits (two FNV-1a hashes of the traits in a
 * fixed order). The same traits always give the same value; any trait changed gives another.
 */
export function deviceFingerprintOf(traits: DeviceTraits): string {
  const text = [
    traits.userAgent ?? '',
    (traits.languages ?? []).join(','),
    traits.timeZone ?? '',
    traits.screen ?? '',
    String(traits.hardwareConcurrency ?? ''),
    String(traits.maxTouchPoints ?? ''),
  ].join('\u001f');
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `dfp1-${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x050c5d1f))}`;
}

/** The traits this browser tells (in a browser only). */
export function browserDeviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    languages: navigator.languages,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    hardwareConcurrency: navigator.hardwareConcurrency,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}
