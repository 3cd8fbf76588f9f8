import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPlacement } from './watch-placement.js';

/**
 * The browser's observers as the tests drive them: a ResizeObserver reports its boxes once when
 * observing starts, as browsers do, and again at each rendering step told that a box changed.
 */
function fakeBrowser() {
  const resizeCallbacks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  class FakeResizeObserver {
    constructor(callback: () => void) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  class FakeMutationObserver {
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('MutationObserver', FakeMutationObserver);
  vi.stubGlobal('window', {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    cancelAnimationFrame: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal('document', { body: {} });
  return {
    /** The next rendering step: resize observations, then animation frames. */
    renderingStep(resized: boolean) {
      if (resized) for (const callback of resizeCallbacks) callback();
      for (const run of frames.splice(0)) run();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watching a floating piece’s placement', () => {
  it('measures once as it starts, not again for the observer’s first report of the sizes', () => {
    const browser = fakeBrowser();
    const measure = vi.fn(async () => true);
    const moved = vi.fn();
    watchPlacement(measure, () => {}, {} as Element, moved);
    browser.renderingStep(true);
    browser.renderingStep(false);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(moved).not.toHaveBeenCalled();
  });

  it('measures again on the frame after the page really resizes', () => {
    const browser = fakeBrowser();
    const measure = vi.fn(async () => true);
    const moved = vi.fn();
    watchPlacement(measure, () => {}, {} as Element, moved);
    browser.renderingStep(true);
    browser.renderingStep(true);
    expect(moved).toHaveBeenCalledTimes(1);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
