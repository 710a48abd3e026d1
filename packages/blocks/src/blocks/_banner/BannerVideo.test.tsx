import { act, fireEvent, render, screen } from '@testing-library/react';
import { BannerVideo } from './BannerVideo.client';

const labels = { play: 'Play video', pause: 'Pause video' };
const sources = [{ url: '/media/banners/trail-loop.mp4', mimeType: 'video/mp4' }];

function mockMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

let play: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BannerVideo', () => {
  it('autoplays when the shopper does not prefer reduced motion', async () => {
    mockMotion(false);
    await act(async () => {
      render(<BannerVideo sources={sources} autoplay loop labels={labels} />);
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
  });

  it('does not autoplay with prefers-reduced-motion: reduce', async () => {
    mockMotion(true);
    await act(async () => {
      render(<BannerVideo sources={sources} autoplay loop labels={labels} />);
    });
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('plays and pauses from its button, and is decorative without a title', async () => {
    mockMotion(false);
    const { container } = render(
      <BannerVideo sources={sources} autoplay={false} loop={false} labels={labels} />,
    );
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    });
    expect(play).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pause video' }));
    });
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });
});
