import {
  type SocialRoot,
  socialPaths,
  socialRecentQuerySchema,
  socialReportRequestSchema,
  socialStashRequestSchema,
  socialUploadRequestSchema,
  socialUserRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CatalogRoutesOptions, parseBody, parseQuery, routePath } from '../../catalog/http';
import {
  insertReport,
  insertStash,
  insertUpload,
  listAccounts,
  listRecentMedia,
  listStreams,
  requireExisting,
  streamsOfMedia,
  upsertUser,
} from '../../social/repository';
import { requirePlainText } from '../../text/plainText';
import { type ArticleRoutesOptions, registerArticleRoutes } from '../articles';

/** Options of the social routes: the database and the media base URL of a request. */
export type SocialRoutesOptions = CatalogRoutesOptions;

type Params = Record<string, string>;

/**
 * Registers the social media gallery service of spec 2 §7 under `/social/v1`:
 * GET `/`, `/categories/media/recent`, `/customers/{customerId}/media/recent`,
 * `/media/{mediaId}/streams`, `/streams/{streamId}/media/recent`, `/streams/media/recent`;
 * POST `/media/{mediaId}/reports`, `/stashes`, `/users/{userId}/media`, `/users`.
 * Recent-media answers are pages (`page`, `count` ≤ 50, `total`, `next`) of approved media,
 * newest first; `categoryId` filters. Errors: 400 `API400` (bad query or body), 404 `API404`
 * (unknown customer, stream, media or user).
 */
export function registerSocialRoutes(app: FastifyInstance, options: SocialRoutesOptions): void {
  const { db } = options;
  const mediaUrl = (request: FastifyRequest) => {
    const base = options.mediaBaseUrl(request);
    return (path: string) => `${base}/${path}`;
  };
  const recent = (request: FastifyRequest) => {
    const { streamIds: _ignored, ...query } = parseQuery(socialRecentQuerySchema, request);
    return query;
  };

  app.get(socialPaths.root, async () => {
    const { customers, categories } = await listAccounts(db);
    const answer: SocialRoot = {
      service: 'social-media-gallery',
      version: 'v1',
      customers,
      categories,
      streams: await listStreams(db),
      links: {
        categoriesRecent: socialPaths.categoriesRecent,
        customerRecent: routePath(socialPaths.customerRecent(':customerId')),
        mediaStreams: routePath(socialPaths.mediaStreams(':mediaId')),
        streamRecent: routePath(socialPaths.streamRecent(':streamId')),
        streamsRecent: socialPaths.streamsRecent,
        mediaReports: routePath(socialPaths.mediaReports(':mediaId')),
        stashes: socialPaths.stashes,
        userMedia: routePath(socialPaths.userMedia(':userId')),
        users: socialPaths.users,
      },
    };
    return answer;
  });

  app.get(socialPaths.categoriesRecent, async (request) => {
    const query = recent(request);
    return listRecentMedia(db, query, mediaUrl(request));
  });

  app.get(routePath(socialPaths.customerRecent(':customerId')), async (request) => {
    const { customerId = '' } = request.params as Params;
    const query = recent(request);
    await requireExisting(db, 'customer', customerId);
    return listRecentMedia(db, { ...query, customerId }, mediaUrl(request));
  });

  app.get(routePath(socialPaths.mediaStreams(':mediaId')), async (request) => {
    const { mediaId = '' } = request.params as Params;
    return { data: await streamsOfMedia(db, mediaId) };
  });

  app.get(socialPaths.streamsRecent, async (request) => {
    const { streamIds, ...query } = parseQuery(socialRecentQuerySchema, request);
    const ids = streamIds
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    for (const id of ids ?? []) await requireExisting(db, 'stream', id);
    return listRecentMedia(db, { ...query, ...(ids ? { streamIds: ids } : {}) }, mediaUrl(request));
  });

  app.get(routePath(socialPaths.streamRecent(':streamId')), async (request) => {
    const { streamId = '' } = request.params as Params;
    const query = recent(request);
    await requireExisting(db, 'stream', streamId);
    return listRecentMedia(db, { ...query, streamIds: [streamId] }, mediaUrl(request));
  });

  app.post(routePath(socialPaths.mediaReports(':mediaId')), async (request, reply) => {
    const { mediaId = '' } = request.params as Params;
    const body = parseBody(socialReportRequestSchema, request);
    reply.code(201);
    return insertReport(db, mediaId, body);
  });

  app.post(socialPaths.stashes, async (request, reply) => {
    const body = parseBody(socialStashRequestSchema, request);
    reply.code(201);
    return insertStash(db, requirePlainText('name', body.name), body.mediaIds);
  });

  app.post(socialPaths.users, async (request, reply) => {
    const body = parseBody(socialUserRequestSchema, request);
    const screenName = requirePlainText('screenName', body.screenName, 2);
    const { user, created } = await upsertUser(db, { ...body, screenName });
    reply.code(created ? 201 : 200);
    return user;
  });

  app.post(routePath(socialPaths.userMedia(':userId')), async (request, reply) => {
    const { userId = '' } = request.params as Params;
    const body = parseBody(socialUploadRequestSchema, request);
    const caption = requirePlainText('caption', body.caption);
    const altText = requirePlainText('altText', body.altText);
    reply.code(201);
    return insertUpload(db, userId, { ...body, caption, altText });
  });
}

/**
 * Registers the social media gallery service ({@link registerSocialRoutes}) and the content
 * search for articles (`registerArticleRoutes`): the user-generated-content and article calls.
 */
export function registerSocialAndArticleRoutes(
  app: FastifyInstance,
  options: ArticleRoutesOptions,
): void {
  registerSocialRoutes(app, options);
  registerArticleRoutes(app, options);
}
