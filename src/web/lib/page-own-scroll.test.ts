import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type PageOwnScroll = typeof import('./page-own-scroll.js');

/** A window that scrolls instantly to where it is told and fires events on demand. */
function fakeWindow({ tellsScrollEnd }: { tellsScrollEnd: boolean }) {
  const target = new EventTarget();
  const page = Object.assign(target, {
    scrollY: 0,
    innerHeight: 800,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    scrollTo: vi.fn(({ top }: { top: number }) => {
      page.scrollY = top;
    }),
    ...(tellsScrollEnd ? { onscrollend: null } : {}),
  });
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { documentElement: { scrollHeight: 5000 } });
  return page;
}

/** A fresh copy of the module: its state (the scroll under way) is per page. */
async function freshModule(): Promise<PageOwnScroll> {
  vi.resetModules();
  return import('./page-own-scroll.js');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page scrolling itself', () => {
  it('lasts until the browser says the scroll ended, and then runs what waited', async () => {
    const page = fakeWindow({ tellsScrollEnd: true });
    const { scrollPageItself, isPageScrollingItself, afterPageScrollsItself } = await freshModule();
    const woken = vi.fn();

    scrollPageItself(3000, 'smooth');
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 3000, behavior: 'smooth' });
    expect(isPageScrollingItself()).toBe(true);
    afterPageScrollsItself(woken);
    page.dispatchEvent(new Event('scroll'));
    expect(woken).not.toHaveBeenCalled();

    page.dispatchEvent(new Event('scrollend'));
    expect(isPageScrollingItself()).toBe(false);
    expect(woken).toHaveBeenCalledTimes(1);
    afterPageScrollsItself(woken);
    expect(woken).toHaveBeenCalledTimes(2);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'ends when the visitor takes over (%s)',
    async (type) => {
      const page = fakeWindow({ tellsScrollEnd: true });
      const { scrollPageItself, isPageScrollingItself } = await freshModule();
      scrollPageItself(3000, 'smooth');
      page.dispatchEvent(new Event(type));
      expect(isPageScrollingItself()).toBe(false);
    },
  );

  it('stops at the bottom of the page, and does not start where it already is', async () => {
    const page = fakeWindow({ tellsScrollEnd: true });
    const { scrollPageItself, isPageScrollingItself, afterPageScrollsItself } = await freshModule();
    scrollPageItself(99_999, 'instant');
    expect(page.scrollTo).toHaveBeenCalledWith({ top: 4200, behavior: 'instant' });
    page.dispatchEvent(new Event('scrollend'));

    const woken = vi.fn();
    afterPageScrollsItself(woken);
    scrollPageItself(4200, 'smooth');
    expect(page.scrollTo).toHaveBeenCalledTimes(1);
    expect(isPageScrollingItself()).toBe(false);
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('a second scroll replaces the first: what waited, waits for the second to end', async () => {
    const page = fakeWindow({ tellsScrollEnd: true });
    const { scrollPageItself, afterPageScrollsItself } = await freshModule();
    const woken = vi.fn();
    scrollPageItself(3000, 'smooth');
    afterPageScrollsItself(woken);
    scrollPageItself(1000, 'smooth');
    expect(woken).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('scrollend'));
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('without scrollend, ends once scroll events have stopped for a moment', async () => {
    const page = fakeWindow({ tellsScrollEnd: false });
    const { scrollPageItself, isPageScrollingItself } = await freshModule();
    scrollPageItself(3000, 'smooth');
    vi.advanceTimersByTime(100);
    page.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(100);
    expect(isPageScrollingItself()).toBe(true);
    vi.advanceTimersByTime(60);
    expect(isPageScrollingItself()).toBe(false);
  });
});
