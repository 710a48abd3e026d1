import { type ContentDocument, getSlot } from '@storefront/blocks';
import { describe, expect, it } from 'vitest';
import eventsSeed from '../../../../../packages/mock-api/seed/content/events.json';
import homeSeed from '../../../../../packages/mock-api/seed/content/home.json';
import termsSeed from '../../../../../packages/mock-api/seed/content/terms.json';
import { blocksHaveTitleHeading } from './pageHeading';

const docs = (seed: unknown) => seed as ContentDocument[];

describe('the h1 of a content page', () => {
  it('comes from a banner with titleH1 (the home page)', () => {
    for (const home of docs(homeSeed)) expect(blocksHaveTitleHeading(getSlot(home))).toBe(true);
  });

  it('is the document title for pages of rich text (terms, privacy, events)', () => {
    const pages = [...docs(termsSeed), ...docs(eventsSeed)];
    expect(pages.length).toBeGreaterThanOrEqual(24);
    for (const page of pages) {
      expect(blocksHaveTitleHeading(getSlot(page))).toBe(false);
      expect(page.title).toBeTruthy();
    }
  });

  it('the terms texts carry no h1 of their own (the title is the page h1)', () => {
    for (const page of docs(termsSeed)) expect(JSON.stringify(page)).not.toContain('<h1');
  });
});
