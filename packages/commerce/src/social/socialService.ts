import {
  type SocialMediaPage,
  type SocialRecentQuery,
  type SocialReport,
  type SocialReportRequest,
  type SocialRoot,
  type SocialStash,
  type SocialStashRequest,
  type SocialStream,
  type SocialUpload,
  type SocialUploadRequest,
  type SocialUser,
  type SocialUserRequest,
  socialMediaPageSchema,
  socialPaths,
  socialReportSchema,
  socialRootSchema,
  socialStashSchema,
  socialStreamListSchema,
  socialUploadSchema,
  socialUserSchema,
} from '@storefront/api-contract';
import type * as z from 'zod';
import type { ApiClient } from '../api/client';
import { validateAnswer } from '../catalog/validate';

/** Paging and filter of a recent-media call (`page` 1-based, `count` 1-50, `categoryId`). */
export type SocialPageQuery = Omit<SocialRecentQuery, 'streamIds'>;

/**
 * The social media gallery service (spec 2 §7 "Social media gallery service", under
 * `/social/v1`). Answers are validated with the shared schemas. Every call rejects with an
 * `ApiError`: `API400` (bad query or body), `API404` (unknown customer, stream, media or
 * user), `GEN500` (answer off contract).
 */
export interface SocialService {
  /** GET /: customers, categories and streams of the service. */
  describe(): Promise<SocialRoot>;
  /** GET /categories/media/recent: recent media, optionally of one `categoryId`. */
  categoryMedia(query?: SocialPageQuery): Promise<SocialMediaPage>;
  /** GET /customers/{customerId}/media/recent. @throws ApiError API404 unknown customer */
  customerMedia(customerId: string, query?: SocialPageQuery): Promise<SocialMediaPage>;
  /** GET /media/{mediaId}/streams. @throws ApiError API404 unknown media */
  mediaStreams(mediaId: string): Promise<SocialStream[]>;
  /** GET /streams/{streamId}/media/recent. @throws ApiError API404 unknown stream */
  streamMedia(streamId: string, query?: SocialPageQuery): Promise<SocialMediaPage>;
  /** GET /streams/media/recent, of any of `streamIds` (all streams when empty). */
  streamsMedia(streamIds?: readonly string[], query?: SocialPageQuery): Promise<SocialMediaPage>;
  /** POST /media/{mediaId}/reports. @throws ApiError API404 unknown media, API400 bad reason */
  reportMedia(mediaId: string, report: SocialReportRequest): Promise<SocialReport>;
  /** POST /stashes. @throws ApiError API400 unknown media id */
  createStash(stash: SocialStashRequest): Promise<SocialStash>;
  /** POST /users: creates the user, or returns the one with that e-mail. */
  createUser(user: SocialUserRequest): Promise<SocialUser>;
  /** POST /users/{userId}/media: an upload, pending moderation. @throws ApiError API404, API400 */
  uploadMedia(userId: string, upload: SocialUploadRequest): Promise<SocialUpload>;
}

/** Creates the social media gallery service on an API client. */
export function createSocialService(client: ApiClient): SocialService {
  const page = async (path: string, query: SocialRecentQuery = {}) =>
    validateAnswer(
      socialMediaPageSchema,
      await client.get<unknown>(path, { query: { ...query } }),
      'GET',
      path,
    );
  const post = async <S extends z.ZodType>(schema: S, path: string, body: unknown) =>
    validateAnswer(schema, await client.post<unknown>(path, body), 'POST', path);
  return {
    async describe() {
      const path = socialPaths.root;
      return validateAnswer(socialRootSchema, await client.get<unknown>(path), 'GET', path);
    },
    categoryMedia: (query) => page(socialPaths.categoriesRecent, query),
    customerMedia: (customerId, query) => page(socialPaths.customerRecent(customerId), query),
    async mediaStreams(mediaId) {
      const path = socialPaths.mediaStreams(mediaId);
      return validateAnswer(socialStreamListSchema, await client.get<unknown>(path), 'GET', path)
        .data;
    },
    streamMedia: (streamId, query) => page(socialPaths.streamRecent(streamId), query),
    streamsMedia: (streamIds = [], query = {}) =>
      page(socialPaths.streamsRecent, {
        ...query,
        ...(streamIds.length > 0 ? { streamIds: streamIds.join(',') } : {}),
      }),
    reportMedia: (mediaId, report) =>
      post(socialReportSchema, socialPaths.mediaReports(mediaId), report),
    createStash: (stash) => post(socialStashSchema, socialPaths.stashes, stash),
    createUser: (user) => post(socialUserSchema, socialPaths.users, user),
    uploadMedia: (userId, upload) =>
      post(socialUploadSchema, socialPaths.userMedia(userId), upload),
  };
}
