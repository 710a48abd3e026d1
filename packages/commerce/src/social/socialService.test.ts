import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorEnvelope, recordingClient } from '../api/recordingClient';
import { createArticleSearchService } from '../content-search';
import { createSocialService } from './socialService';

const media = {
  id: 'med-0001',
  customerId: 'alpine-na',
  categoryId: 'trail',
  streamIds: ['str-community'],
  caption: 'Ridge',
  altText: 'Runner on a ridge',
  source: 'instagram',
  username: '@a',
  images: { thumbnail: 'http://m/1.svg', normal: 'http://m/1.svg' },
  width: 600,
  height: 600,
  likes: 1,
  createdAt: '2026-10-30T09:00:00.000Z',
};
const mediaPage = { data: [media], page: 1, count: 20, total: 1 };

function setup(answer: unknown, status = 200, preview = false) {
  const { client, calls } = recordingClient(answer, status, 'fr-ca');
  return {
    social: createSocialService(client),
    articles: createArticleSearchService(client, {
      preview,
      previewDateTime: '2026-11-01T00:00:00Z',
    }),
    calls,
  };
}

describe('createSocialService', () => {
  it('gets a stream page on /social/v1 with page and count, and validates it', async () => {
    const { social, calls } = setup(mediaPage);
    await expect(social.streamMedia('str-community', { page: 2, count: 6 })).resolves.toEqual(
      mediaPage,
    );
    expect(calls[0]?.url.pathname).toBe('/social/v1/streams/str-community/media/recent');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.get('count')).toBe('6');
    expect(calls[0]?.url.searchParams.get('locale')).toBe('fr-CA');
  });

  it('joins stream ids of the all-streams call and leaves them out when empty', async () => {
    const { social, calls } = setup(mediaPage);
    await social.streamsMedia(['a', 'b'], { categoryId: 'climb' });
    await social.streamsMedia();
    expect(calls[0]?.url.searchParams.get('streamIds')).toBe('a,b');
    expect(calls[0]?.url.searchParams.get('categoryId')).toBe('climb');
    expect(calls[1]?.url.searchParams.has('streamIds')).toBe(false);
  });

  it('posts a report to the media path', async () => {
    const report = { id: 'rep-1', mediaId: 'med-0001', reason: 'spam', createdAt: 'now' };
    const { social, calls } = setup(report, 201);
    await expect(social.reportMedia('med-0001', { reason: 'spam' })).resolves.toEqual(report);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { reason: 'spam' } });
    expect(calls[0]?.url.pathname).toBe('/social/v1/media/med-0001/reports');
  });

  it('rejects with the server code (API404) and with GEN500 for an answer off contract', async () => {
    const missing = await setup(errorEnvelope('API404', 'Unknown stream: x'), 404)
      .social.streamMedia('x')
      .catch((e: unknown) => e);
    expect((missing as ApiError).errorId).toBe('API404');
    const off = await setup({ data: [{ id: 1 }] })
      .social.categoryMedia()
      .catch((e: unknown) => e);
    expect(off).toBeInstanceOf(ApiError);
    expect((off as ApiError).errorId).toBe('GEN500');
  });
});

describe('createArticleSearchService', () => {
  const answer = {
    result: [],
    facets: [{ id: 'hiking', label: 'Randonnée', count: 4 }],
    numFound: 0,
  };

  it('searches the site articles with limit, offset and tagId on the published path', async () => {
    const { articles, calls } = setup(answer);
    await expect(articles.search({ limit: 3, offset: 6, tagId: 'hiking' })).resolves.toEqual(
      answer,
    );
    expect(calls[0]?.url.pathname).toBe('/pub/caas/v1/canvas/search/ca/article');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toMatchObject({
      limit: '3',
      offset: '6',
      tagId: 'hiking',
    });
    expect(calls[0]?.url.searchParams.has('previewDateTime')).toBe(false);
  });

  it('reads /pre with previewDateTime in preview', async () => {
    const { articles, calls } = setup(answer, 200, true);
    await articles.search();
    expect(calls[0]?.url.pathname).toBe('/pre/caas/v1/canvas/search/ca/article');
    expect(calls[0]?.url.searchParams.get('previewDateTime')).toBe('2026-11-01T00:00:00Z');
  });
});
