import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * An IntersectionObserver that reports only when a test says so, as the browser reports at a
 * frame: an element newly observed is reported whatever its state, one already reported only when
 * its state has changed.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  /** Each observed element and what was last reported of it (`undefined`: not yet reported). */
  observed = new Map<Element, boolean | undefined>();
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.set(target, undefined);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** A frame: whether the observed element is now within the margin. */
  report(isIntersecting: boolean) {
    const changed = [...this.observed].filter(([, reported]) => reported !== isIntersecting);
    for (const [target] of changed) this.observed.set(target, isIntersecting);
    if (changed.length > 0) this.callback(changed.map(() => ({ isIntersecting })));
  }
}

/** A window that scrolls where it is told, says when a scroll ends, and fires events on demand. */
function fakePage() {
  const page = Object.assign(new EventTarget(), {
    scrollY: 0,
    innerHeight: 800,
    onscrollend: null,
    scrollTo: ({ top }: { top: number }) => {
      page.scrollY = top;
    },
  });
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { documentElement: { scrollHeight: 6000 }, readyState: 'complete' });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.all = [];
  return page;
}

/** Fresh copies of the modules: their state (the scroll under way, the first interaction) is per page. */
async function freshModules() {
  vi.resetModules();
  const { hydrationSchedulers } = await import('./hydration-moments.js');
  const { scrollPageItself } = await import('#web/lib/page-own-scroll.js');
  return { whenVisible: hydrationSchedulers.visible, scrollPageItself };
}

/** A page with one `visible` island; `wake` is what its hydration would run. */
async function pageWithVisibleIsland() {
  const page = fakePage();
  const { whenVisible, scrollPageItself } = await freshModules();
  const wake = vi.fn();
  // An island's element: its first child is what is watched.
  whenVisible({ firstElementChild: { id: 'box' } } as unknown as HTMLElement, wake);
  return { page, scrollPageItself, wake };
}

/** The observer watching the one island of a test. */
const observer = () => FakeIntersectionObserver.all[0] as FakeIntersectionObserver;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an island that hydrates when visible', () => {
  it('wakes as soon as it comes near, when the visitor scrolls there', async () => {
    const { wake } = await pageWithVisibleIsland();

    observer().report(false);
    expect(wake).not.toHaveBeenCalled();
    observer().report(true);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(observer().observed.size).toBe(0);
  });

  it('stays asleep when the page’s glide passes it, though the last report before the glide ended said near', async () => {
    const { page, scrollPageItself, wake } = await pageWithVisibleIsland();

    scrollPageItself(4800, 'smooth');
    // Passed on the way; a busy main thread gets no report in after it, so this is the last one.
    observer().report(true);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('scrollend'));
    expect(wake).not.toHaveBeenCalled();

    // The first report after the glide: it ended far from the island.
    observer().report(false);
    expect(wake).not.toHaveBeenCalled();
  });

  it('wakes once the glide has ended, when the glide ends near it', async () => {
    const { page, scrollPageItself, wake } = await pageWithVisibleIsland();

    scrollPageItself(4800, 'smooth');
    observer().report(true);
    observer().report(true);
    expect(wake).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('scrollend'));
    observer().report(true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it('wakes at the visitor’s first interaction, which the page’s own scrolling is not', async () => {
    const { page, scrollPageItself, wake } = await pageWithVisibleIsland();

    scrollPageItself(4800, 'smooth');
    page.dispatchEvent(new Event('scroll'));
    expect(wake).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('keydown'));
    expect(wake).toHaveBeenCalledTimes(1);
    // Woken once: a later report does not wake it again.
    observer().report(true);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});
