/**
 * A breakpoint change re-activates embla (its media queries); the carousel must not throw when
 * embla stays inactive across it (spec 3 §3 Collection breakpoints).
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.client';

afterEach(() => {
  window.happyDOM?.setViewport({ width: 1024, height: 768 });
});

describe('Carousel across a breakpoint change', () => {
  it('survives a media change while embla is inactive (a single slide)', async () => {
    window.happyDOM?.setViewport({ width: 375, height: 700 });
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const { unmount } = render(
      <Carousel label="One">
        <p>Only</p>
      </Carousel>,
    );
    await act(async () => {
      window.happyDOM?.setViewport({ width: 1280, height: 800 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    window.removeEventListener('error', onError);
    unmount();
    expect(errors).toEqual([]);
  });
});
