import * as z from 'zod';

/**
 * Social media gallery service (spec 2 §7 "Social media gallery service"): user-generated
 * media in streams and categories, reports, stashes and uploads. The spec gives the paths
 * relative to the service; the mock API and the client serve them under {@link socialBasePath}.
 * Errors: 400 `API400` (bad query or body), 404 `API404` (unknown media, stream, customer, user).
 */

/** Base path of the social media gallery service. */
export const socialBasePath = '/social/v1';

const seg = (value: string) => encodeURIComponent(value);

/** Full paths of the social media gallery calls (under {@link socialBasePath}). */
export const socialPaths = {
  root: `${socialBasePath}/`,
  categoriesRecent: `${socialBasePath}/categories/media/recent`,
  customerRecent: (customerId: string) =>
    `${socialBasePath}/customers/${seg(customerId)}/media/recent`,
  mediaStreams: (mediaId: string) => `${socialBasePath}/media/${seg(mediaId)}/streams`,
  streamRecent: (streamId: string) => `${socialBasePath}/streams/${seg(streamId)}/media/recent`,
  streamsRecent: `${socialBasePath}/streams/media/recent`,
  mediaReports: (mediaId: string) => `${socialBasePath}/media/${seg(mediaId)}/reports`,
  stashes: `${socialBasePath}/stashes`,
  userMedia: (userId: string) => `${socialBasePath}/users/${seg(userId)}/media`,
  users: `${socialBasePath}/users`,
} as const;

/** Page size limits of the recent-media calls: `count` 1-50, default 20. */
export const socialPageLimits = { defaultCount: 20, maxCount: 50 } as const;

/**
 * Query of the recent-media calls: `page` (1-based, default 1), `count` (1-50, default 20),
 * `categoryId` (only media of that category), and for `/streams/media/recent` a
 * comma-separated `streamIds` list.
 */
export const socialRecentQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(socialPageLimits.maxCount)
    .default(socialPageLimits.defaultCount),
  categoryId: z.string().min(1).optional(),
  streamIds: z.string().min(1).optional(),
});
/** Query of the recent-media calls (every field optional; see {@link socialRecentQuerySchema}). */
export interface SocialRecentQuery {
  /** 1-based page (default 1). */
  page?: number;
  /** Page size, 1-50 (default 20). */
  count?: number;
  categoryId?: string;
  /** Comma-separated stream ids (`/streams/media/recent` only). */
  streamIds?: string;
}

/** Sources a media item comes from. */
export const socialMediaSources = ['instagram', 'tiktok', 'upload'] as const;

/** One user-generated media item. Image URLs are absolute; `altText` is always present. */
export const socialMediaSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  categoryId: z.string(),
  streamIds: z.array(z.string()),
  caption: z.string(),
  /** Text alternative of the image (accessible name). */
  altText: z.string(),
  source: z.enum(socialMediaSources),
  /** Screen name of the author, e.g. `@trailmara`. */
  username: z.string(),
  images: z.object({ thumbnail: z.string(), normal: z.string() }),
  /** Image size in px, for a sized placeholder. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  likes: z.number().int().nonnegative(),
  /** ISO 8601. */
  createdAt: z.string(),
});
/** One user-generated media item. */
export type SocialMedia = z.infer<typeof socialMediaSchema>;

/** A page of media, newest first. `next` is the next page number when there is one. */
export const socialMediaPageSchema = z.object({
  data: z.array(socialMediaSchema),
  page: z.number().int().positive(),
  count: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  next: z.number().int().positive().optional(),
});
/** A page of media. */
export type SocialMediaPage = z.infer<typeof socialMediaPageSchema>;

/** A stream (a curated gallery of media). */
export const socialStreamSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  /** Number of visible media in the stream. */
  mediaCount: z.number().int().nonnegative(),
});
/** A stream. */
export type SocialStream = z.infer<typeof socialStreamSchema>;

/** Streams of one media item (GET /media/{mediaId}/streams). */
export const socialStreamListSchema = z.object({ data: z.array(socialStreamSchema) });

/** A media category. */
export const socialCategorySchema = z.object({ id: z.string(), name: z.string() });

/** Service description (GET /): customers, categories and streams with the call paths. */
export const socialRootSchema = z.object({
  service: z.literal('social-media-gallery'),
  version: z.literal('v1'),
  customers: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(socialCategorySchema),
  streams: z.array(socialStreamSchema),
  links: z.record(z.string(), z.string()),
});
/** Service description. */
export type SocialRoot = z.infer<typeof socialRootSchema>;

/** Reasons a media item can be reported for. */
export const socialReportReasons = ['inappropriate', 'copyright', 'spam', 'other'] as const;

/** Body of POST /media/{mediaId}/reports. */
export const socialReportRequestSchema = z.object({
  reason: z.enum(socialReportReasons),
  email: z.email().optional(),
  comment: z.string().max(500).optional(),
});
/** Body of a report. */
export type SocialReportRequest = z.infer<typeof socialReportRequestSchema>;

/** A stored report (201). */
export const socialReportSchema = z.object({
  id: z.string(),
  mediaId: z.string(),
  reason: z.enum(socialReportReasons),
  createdAt: z.string(),
});
/** A stored report. */
export type SocialReport = z.infer<typeof socialReportSchema>;

/** Body of POST /stashes: a named selection of media (1-50 distinct ids). */
export const socialStashRequestSchema = z.object({
  name: z.string().min(1).max(100),
  mediaIds: z.array(z.string().min(1)).min(1).max(50),
});
/** Body of a stash. */
export type SocialStashRequest = z.infer<typeof socialStashRequestSchema>;

/** A stored stash (201). */
export const socialStashSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaIds: z.array(z.string()),
  createdAt: z.string(),
});
/** A stored stash. */
export type SocialStash = z.infer<typeof socialStashSchema>;

/** Body of POST /users: screen name and e-mail (idempotent on e-mail). */
export const socialUserRequestSchema = z.object({
  screenName: z.string().min(2).max(40),
  email: z.email(),
});
/** Body of a user creation. */
export type SocialUserRequest = z.infer<typeof socialUserRequestSchema>;

/** A gallery user (201 new, 200 existing e-mail). */
export const socialUserSchema = z.object({
  id: z.string(),
  screenName: z.string(),
  createdAt: z.string(),
});
/** A gallery user. */
export type SocialUser = z.infer<typeof socialUserSchema>;

/**
 * Body of POST /users/{userId}/media: an upload waiting for moderation (`status` pending; it
 * is not listed by the recent-media calls until approved).
 */
export const socialUploadRequestSchema = z.object({
  caption: z.string().min(1).max(500),
  altText: z.string().min(1).max(300),
  /** Image URL or `data:` URL of the upload. */
  imageUrl: z.string().min(1).max(200_000),
  categoryId: z.string().min(1).optional(),
  streamIds: z.array(z.string().min(1)).max(10).default([]),
});
/** Body of an upload. */
export type SocialUploadRequest = z.input<typeof socialUploadRequestSchema>;

/** A stored upload (201). */
export const socialUploadSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
/** A stored upload. */
export type SocialUpload = z.infer<typeof socialUploadSchema>;
