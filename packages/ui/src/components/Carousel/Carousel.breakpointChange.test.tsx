/**
 * A breakpoint change re-activates embla (its media queries); the carousel must not throw when
 * embla stays inactive across it (spec 3 §3 Collection breakpoints).
 */
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from './Carousel.client';

/** happy-dom's viewport: resizing it fires the media queries' `change` events. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void };
    }
  ).happyDOM.setViewport({ width, height });

afterEach(() => setViewport(1024, 768));

describe('Carousel across a breakpoint change', () => {
  it('survives a media change while embla is inactive (a single slide)', async () => {
    setViewport(375, 700);
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const { unmount } = render(
      <Carousel label="One">
        <p>Only</p>
      </Carousel>,
    );
    await act(async () => {
      setViewport(1280, 800);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    window.removeEventListener('error', onError);
    unmount();
    expect(errors).toEqual([]);
  });
});
