import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { isSafeMediaUrl, normaliseUrlStart } from '../../model/safeUrl';

/** Aspect ratios the player frame can reserve (width:height). */
export const videoAspectRatios = ['16:9', '4:3', '1:1', '9:16', '21:9'] as const;
/** Kinds of text track (HTML `<track kind>`). */
export const videoTrackKinds = ['captions', 'subtitles', 'descriptions'] as const;

/** A text track file: http(s), relative, or a `data:text/vtt` URL (WebVTT runs no script). */
const trackUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(
    (url) => isSafeMediaUrl(url) || /^data:text\/vtt[;,]/.test(normaliseUrlStart(url)),
    'Track URL must be http(s), relative or a data:text/vtt URL',
  );

/** Player settings (spec 3 §3 video `playerSettings`); every bad value falls back to its default. */
export const playerSettingsSchema = z.object({
  /** Play (muted) when it scrolls into view; not under `prefers-reduced-motion`. Default false. */
  autoplay: z.boolean().catch(false),
  muted: z.boolean().catch(false),
  loop: z.boolean().catch(false),
  /** Show the player's controls. Default true. */
  controls: z.boolean().catch(true),
  aspectRatio: z.enum(videoAspectRatios).catch('16:9'),
});

/**
 * Fields of the `video` block (spec 3 §3 "Other blocks: video"): `cloudinaryAsset`
 * {cloudName, publicId} (a public id, or an http(s)/relative URL the player plays as is — the
 * demo's local file), `title` (accessible name), `poster` (sized, so the frame reserves its box),
 * `tracks` (captions/subtitles files), `playerSettings`, `chapters` (start time in s and title,
 * listed in time order) and `transcripts` (plain text per language).
 */
export const videoSchema = z.object({
  cloudinaryAsset: z.object({
    cloudName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A Cloudinary cloud name'),
    publicId: z.string().trim().min(1),
  }),
  title: z.string().min(1).optional(),
  poster: imageAssetSchema.optional(),
  tracks: z
    .array(
      z.object({
        kind: z.enum(videoTrackKinds).catch('captions'),
        label: z.string().min(1),
        language: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'A BCP 47 language tag'),
        url: trackUrlSchema,
        default: z.boolean().catch(false),
      }),
    )
    .default([]),
  playerSettings: playerSettingsSchema.default({
    autoplay: false,
    muted: false,
    loop: false,
    controls: true,
    aspectRatio: '16:9',
  }),
  chapters: z
    .array(z.object({ startTime: z.number().min(0), title: z.string().min(1) }))
    .default([])
    .transform((chapters) => [...chapters].sort((a, b) => a.startTime - b.startTime)),
  transcripts: z
    .array(
      z.object({
        language: z.string().min(2),
        label: z.string().min(1),
        text: z.string().trim().min(1),
      }),
    )
    .default([]),
});

/** Validated fields of a video block. */
export type VideoFields = z.output<typeof videoSchema>;
/** Validated player settings. */
export type PlayerSettings = z.output<typeof playerSettingsSchema>;
