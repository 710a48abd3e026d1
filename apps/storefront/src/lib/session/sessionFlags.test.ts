import { afterEach, describe, expect, it } from 'vitest';
import {
  employeeAttribute,
  inStoreAttribute,
  inStoreFromCookies,
  sessionFlagsScript,
  signedInAttribute,
  signedInFromCookies,
  staffInDocument,
} from './sessionFlags';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of fixed names
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

describe('sessionFlagsScript', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(signedInAttribute);
    document.documentElement.removeAttribute(inStoreAttribute);
    document.documentElement.removeAttribute(employeeAttribute);
    clearCookies();
  });

  it('marks <html> while the employee cookie is 1', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the script reads
    document.cookie = 'employee=1; Path=/';
    new Function(sessionFlagsScript)();
    expect(document.documentElement.hasAttribute(employeeAttribute)).toBe(true);
    expect(staffInDocument()).toBe(true);
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(false);
  });

  it('marks <html> while the signedIn cookie is 1', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the script reads
    document.cookie = 'signedIn=1; Path=/';
    new Function(sessionFlagsScript)();
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(true);
    expect(document.documentElement.hasAttribute(inStoreAttribute)).toBe(false);
  });

  it('marks <html> while the inStore cookie is 1 (an associate session)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookies the script reads
    document.cookie = 'signedIn=1; Path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the cookies the script reads
    document.cookie = 'inStore=1; Path=/';
    new Function(sessionFlagsScript)();
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(true);
    expect(document.documentElement.hasAttribute(inStoreAttribute)).toBe(true);
  });

  it('leaves a guest unmarked (no cookie, or another value, or a longer name)', () => {
    new Function(sessionFlagsScript)();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the script reads
    document.cookie = 'notSignedIn=1; Path=/';
    new Function(sessionFlagsScript)();
    expect(document.documentElement.hasAttribute(signedInAttribute)).toBe(false);
    expect(document.documentElement.hasAttribute(inStoreAttribute)).toBe(false);
  });
});

describe('signedInFromCookies', () => {
  it('reads the flag among other cookies', () => {
    expect(signedInFromCookies('a=b; signedIn=1; c=d')).toBe(true);
    expect(signedInFromCookies('signedIn=0')).toBe(false);
    expect(signedInFromCookies('xsignedIn=1')).toBe(false);
    expect(signedInFromCookies('')).toBe(false);
    expect(inStoreFromCookies('signedIn=1; inStore=1')).toBe(true);
    expect(inStoreFromCookies('signedIn=1')).toBe(false);
  });
});
