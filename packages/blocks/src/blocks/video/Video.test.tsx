import { renderToStaticMarkup } from 'react-dom/server';
import { createRegistry } from '../../registry/registry';
import { RenderBlocks } from '../../renderer/RenderBlocks';
import type { BlockServices } from '../../services/types';
import { createBlockServices } from '../../services/types';
import { frenchHostWords } from '../../testing/hostWords';
import { videoFixtures as fx } from './fixtures';
import { videoBlock } from './index';
import {
  cssAspectRatio,
  formatTimestamp,
  isDirectSource,
  isPlayerRawUrl,
  offlinePlayerOptions,
  sourceType,
} from './playerOptions';
import { videoSchema } from './schema';

describe('player options (toolchain.md: offline)', () => {
  const settings = {
    autoplay: false,
    muted: false,
    loop: true,
    controls: true,
    aspectRatio: '16:9',
  } as const;
  it('turns off fonts, usage reports, analytics, seek thumbnails, fetched config and the logo', () => {
    expect(offlinePlayerOptions(settings, 'demo', '/poster.svg')).toMatchObject({
      cloudName: 'demo',
      fontFace: 'inherit',
      allowUsageReport: false,
      cloudinaryAnalytics: false,
      seekThumbnails: false,
      videoConfig: false,
      showLogo: false,
      autoplay: false,
      loop: true,
      muted: false,
      poster: '/poster.svg',
    });
  });
  it('mutes an autoplaying video and omits a missing poster', () => {
    const options = offlinePlayerOptions({ ...settings, autoplay: true }, 'demo', undefined);
    expect(options.muted).toBe(true);
    expect('poster' in options).toBe(false);
  });
});

describe('sources', () => {
  it('tells a URL from a Cloudinary public id', () => {
    expect(isDirectSource('http://127.0.0.1:4000/media/video/a.webm')).toBe(true);
    expect(isDirectSource('/media/a.mp4')).toBe(true);
    expect(isDirectSource('data:video/webm;base64,AAAA')).toBe(true);
    expect(isDirectSource('samples/elephants')).toBe(false);
    expect(isDirectSource('//evil.example/a.mp4')).toBe(false);
  });
  it('follows the player raw-URL rule and types sources by extension', () => {
    expect(isPlayerRawUrl('http://127.0.0.1:4000/media/a.webm')).toBe(true);
    expect(isPlayerRawUrl('http://localhost:6006/a.webm')).toBe(false);
    expect(sourceType('/a/b.webm?v=1')).toBe('video/webm');
    expect(sourceType('data:video/mp4;base64,AA')).toBe('video/mp4');
    expect(sourceType('/a/b.mov')).toBeUndefined();
  });
  it('formats ratios and chapter times', () => {
    expect(cssAspectRatio('9:16')).toBe('9 / 16');
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(75.9)).toBe('1:15');
    expect(formatTimestamp(3725)).toBe('1:02:05');
  });
});

describe('video schema (spec 3 §3 video)', () => {
  it('defaults the minimal video', () => {
    expect(videoSchema.parse(fx.minimal.fields)).toEqual({
      cloudinaryAsset: { cloudName: 'demo', publicId: 'samples/elephants' },
      tracks: [],
      playerSettings: {
        autoplay: false,
        muted: false,
        loop: false,
        controls: true,
        aspectRatio: '16:9',
      },
      chapters: [],
      transcripts: [],
    });
  });
  it('falls back on bad settings and sorts chapters by start time', () => {
    const fields = videoSchema.parse(fx.badEnums.fields);
    expect(fields.playerSettings).toMatchObject({ autoplay: false, aspectRatio: '16:9' });
    expect(fields.tracks[0]?.kind).toBe('captions');
    expect(videoSchema.parse(fx.valid.fields).chapters.map((c) => c.startTime)).toEqual([0, 2]);
  });
  it('rejects a bad asset, a script track URL and a negative chapter start', () => {
    const paths = videoSchema
      .safeParse(fx.invalid.fields)
      .error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'cloudinaryAsset.cloudName',
        'cloudinaryAsset.publicId',
        'tracks.0.url',
        'chapters.0.startTime',
      ]),
    );
  });
});

describe('video block (server render)', () => {
  const registry = createRegistry([videoBlock]);
  const render = (block: unknown, tag = 'en-US', messages?: BlockServices['messages']) =>
    renderToStaticMarkup(
      <RenderBlocks
        registry={registry}
        blocks={[block]}
        services={createBlockServices({
          locale: { tag, currency: 'USD' },
          ...(messages ? { messages } : {}),
        })}
      />,
    );

  it('is a sized poster with a play button, chapters and transcripts; no video element yet', () => {
    const html = render(fx.valid);
    expect(html).toContain('aspect-ratio:16 / 9');
    expect(html).toMatch(/<img[^>]+width="1280"[^>]+height="720"/);
    expect(html).toContain('aria-label="Play video: Trail Days in four seconds"');
    expect(html).toContain('data-video-stage="poster"');
    expect(html).not.toContain('<video');
    expect(html).toContain('0:02');
    expect(html).toContain('<details');
    expect(html).toContain('lang="fr"');
  });

  it('speaks the host’s French words in fr-CA', () => {
    expect(render(fx.minimal, 'fr-CA', frenchHostWords)).toContain(
      'aria-label="Lire la vidéo: Vidéo"',
    );
  });
});
