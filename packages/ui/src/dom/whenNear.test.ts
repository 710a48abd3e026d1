import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './whenNear';

/** A stand-in IntersectionObserver whose entries the test sends. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  send(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

describe('whenNear', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls back once the element comes within half a screen, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const element = document.createElement('div');
    const near = vi.fn();
    whenNear(element, near);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe('50% 0px');
    observer.send(false);
    expect(near).not.toHaveBeenCalled();
    observer.send(true);
    expect(near).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when told to', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const stop = whenNear(document.createElement('div'), () => undefined);
    stop();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('calls back at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const near = vi.fn();
    whenNear(document.createElement('div'), near);
    expect(near).toHaveBeenCalledTimes(1);
  });
});
