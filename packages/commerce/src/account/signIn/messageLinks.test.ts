import { describe, expect, it } from 'vitest';
import { linkKindOf, localLinkPath, messageParts } from './messageLinks';

describe('localLinkPath', () => {
  it('puts the locale on a path without one', () => {
    expect(localLinkPath('/forgot-password', 'fr-ca')).toBe('/fr-ca/forgot-password');
  });

  it('keeps a path with a locale', () => {
    expect(localLinkPath('/en-us/contact-us?topic=account', 'fr-ca')).toBe(
      '/en-us/contact-us?topic=account',
    );
  });

  it.each(['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '/\\evil', 'x'])(
    'refuses %s',
    (href) => {
      expect(localLinkPath(href, 'en-us')).toBeUndefined();
    },
  );
});

describe('messageParts', () => {
  it('a message without links is one text part', () => {
    expect(messageParts('Account locked', 'en-us')).toEqual([{ text: 'Account locked' }]);
  });

  it('drops other tags and decodes entities', () => {
    expect(messageParts('<b>Locked</b> &amp; <i>closed</i>', 'en-us')).toEqual([
      { text: 'Locked & closed' },
    ]);
  });

  it('links keep their text; a refused target is text only', () => {
    expect(
      messageParts('<a class="x" href="/contact-us">Contact</a><a href="data:x">bad</a>', 'en-us'),
    ).toEqual([{ text: 'Contact', href: '/en-us/contact-us' }, { text: 'bad' }]);
  });
});

describe('linkKindOf', () => {
  it.each([
    ['/en-us/forgot-password', 'resetPassword'],
    ['/en-us/reset-password?token=1', 'resetPassword'],
    ['/en-us/contact-us', 'contactUs'],
    ['/en-us/help', undefined],
  ])('%s → %s', (href, kind) => {
    expect(linkKindOf(href)).toBe(kind);
  });
});
