import { describe, expect, it } from 'vitest';
import {
  browserDeviceTraits,
  deviceFingerprintOf,
  deviceFingerprintPattern,
} from './deviceFingerprint';

const traits = {
  userAgent: 'Mozilla/5.0 Test',
  languages: ['en-US', 'en'],
  timeZone: 'America/Denver',
  screen: '1920x1080x24',
  hardwareConcurrency: 8,
  maxTouchPoints: 0,
};

describe('deviceFingerprintOf (spec 1 §7 deviceFingerPrint)', () => {
  it('is stable for the same traits and in the dfp1 format', () => {
    const fingerprint = deviceFingerprintOf(traits);
    expect(fingerprint).toMatch(deviceFingerprintPattern);
    expect(deviceFingerprintOf({ ...traits })).toBe(fingerprint);
  });

  it('changes with any trait, and takes a browser that tells nothing', () => {
    const base = deviceFingerprintOf(traits);
    expect(deviceFingerprintOf({ ...traits, screen: '390x844x24' })).not.toBe(base);
    expect(deviceFingerprintOf({ ...traits, timeZone: 'Europe/London' })).not.toBe(base);
    expect(deviceFingerprintOf({ ...traits, languages: ['fr-CA'] })).not.toBe(base);
    expect(deviceFingerprintOf({})).toMatch(deviceFingerprintPattern);
  });

  it("reads the browser's traits", () => {
    const read = browserDeviceTraits();
    expect(read.userAgent).toEqual(expect.any(String));
    expect(read.screen).toMatch(/^\d+x\d+x\d+$/);
    expect(deviceFingerprintOf(read)).toMatch(deviceFingerprintPattern);
  });
});
