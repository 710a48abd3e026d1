import { demoImage } from '../../fixtures/media';
import { demoVideoDataUrl } from './fixtures/demoVideo';

const video = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'video', id, fields }) as const;

const captions = `data:text/vtt,${encodeURIComponent(
  'WEBVTT\n\n00:00.000 --> 00:02.000\nThe sun rises over the ridge.\n\n00:02.000 --> 00:04.000\nThe trail starts at the lake.\n',
)}`;

/** A local poster, 16:9. */
export const demoPoster = { url: demoImage(1280, 720), width: 1280, height: 720, alt: '' };

/** CMS JSON of `video` blocks: every field set, the minimum, autoplay, invalid ones. */
export const videoFixtures = {
  valid: video('video-valid', {
    cloudinaryAsset: { cloudName: 'demo', publicId: demoVideoDataUrl },
    title: 'Trail Days in four seconds',
    poster: demoPoster,
    tracks: [{ kind: 'captions', label: 'English', language: 'en', url: captions, default: true }],
    playerSettings: {
      autoplay: false,
      muted: false,
      loop: false,
      controls: true,
      aspectRatio: '16:9',
    },
    chapters: [
      { startTime: 2, title: 'The lake' },
      { startTime: 0, title: 'Sunrise' },
    ],
    transcripts: [
      {
        language: 'en',
        label: 'English',
        text: 'The sun rises over the ridge.\nThe trail starts at the lake.',
      },
      {
        language: 'fr',
        label: 'Français',
        text: 'Le soleil se lève sur la crête.\nLe sentier part du lac.',
      },
    ],
  }),
  autoplay: video('video-autoplay', {
    cloudinaryAsset: { cloudName: 'demo', publicId: demoVideoDataUrl },
    title: 'Autoplay loop',
    poster: demoPoster,
    playerSettings: {
      autoplay: true,
      muted: true,
      loop: true,
      controls: false,
      aspectRatio: '16:9',
    },
  }),
  square: video('video-square', {
    cloudinaryAsset: { cloudName: 'demo', publicId: demoVideoDataUrl },
    title: 'Square clip',
    poster: { ...demoPoster, url: demoImage(720, 720), width: 720, height: 720 },
    playerSettings: { aspectRatio: '1:1' },
  }),
  cloudinary: video('video-cloudinary', {
    cloudinaryAsset: { cloudName: 'demo', publicId: 'samples/trail-days' },
    title: 'A Cloudinary asset (not played offline)',
    poster: demoPoster,
  }),
  minimal: video('video-minimal', {
    cloudinaryAsset: { cloudName: 'demo', publicId: 'samples/elephants' },
  }),
  badEnums: video('video-bad-enums', {
    cloudinaryAsset: { cloudName: 'demo', publicId: 'x' },
    playerSettings: { autoplay: 'yes', aspectRatio: '5:4' },
    tracks: [{ kind: 'chapters', label: 'English', language: 'en', url: '/captions.vtt' }],
  }),
  invalid: video('video-invalid', {
    cloudinaryAsset: { cloudName: 'not a cloud name!', publicId: '' },
    tracks: [{ kind: 'captions', label: 'Bad', language: 'en', url: 'javascript:alert(1)' }],
    chapters: [{ startTime: -1, title: 'Before the start' }],
  }),
} as const;
