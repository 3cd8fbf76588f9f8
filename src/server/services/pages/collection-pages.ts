import { setTimeout as sleep } from 'node:timers/promises';
import { type CollectionName, istDay, type SiteContent } from '#content/index.js';
import type { ContentStore, PublishedContent } from '#server/services/content/content-store.js';
import type { PageRenderer } from '#web/page-renderer.js';

/** The indexable pages of one published revision, and which of them show each collection. */
type PageMap = { pagePaths: Set<string>; pagesShowing: Map<CollectionName, Set<string>> };

type CollectionPagesOptions = { renderer: PageRenderer; store: ContentStore; now: () => Date };

/**
 * Which pages show a collection: the map from each collection to the pages that read it, learnt
 * by rendering every indexable page once per published revision. Learning it on each preview
 * blocked the event loop for 1.0–1.6 s per preview (20 at once kept /health waiting 17 s); now
 * the renders run once, with a rest after each page as long as its render, and every preview of that revision
 * reads the map.
 */
export function createCollectionPages({ renderer, store, now }: CollectionPagesOptions) {
  let learnt: { version: string; map: Promise<PageMap> } | undefined;

  async function learn(published: PublishedContent): Promise<PageMap> {
    const input = { content: published.content, today: istDay(now()) };
    const pagePaths = renderer.sitemapPaths(published.content);
    const pagesShowing = new Map<CollectionName, Set<string>>();
    for (const path of pagePaths) {
      const started = performance.now();
      const collectionsRead = renderer.collectionsReadBy(path, input);
      // A render holds the event loop (tens of milliseconds a page, more on a busy machine), and
      // a request needs several turns of the loop to be answered: resting as long as the page
      // took lets the server answer everyone else in between, at half the speed of learning.
      await sleep(performance.now() - started);
      for (const collection of collectionsRead) {
        const pages = pagesShowing.get(collection) ?? new Set<string>();
        pages.add(path);
        pagesShowing.set(collection, pages);
      }
    }
    return { pagePaths: new Set(pagePaths), pagesShowing };
  }

  function mapOf(published: PublishedContent): Promise<PageMap> {
    if (learnt?.version !== published.version) {
      const map = learn(published);
      const entry = { version: published.version, map };
      learnt = entry;
      // A failed render is learnt again by the next preview rather than kept.
      map.catch(() => {
        if (learnt === entry) learnt = undefined;
      });
    }
    return learnt.map;
  }

  return {
    /**
     * The indexable pages that show `collection` when the published content has `draft` in its
     * place: the pages that show it in the published revision and still exist with the draft,
     * and the pages the draft adds (a new brand's page), which exist only through it. Only the
     * draft's list of pages is worked out, never its pages rendered.
     */
    async pagesShowing(collection: CollectionName, draft: SiteContent): Promise<string[]> {
      const map = await mapOf(await store.published());
      const showing = map.pagesShowing.get(collection);
      return renderer
        .sitemapPaths(draft)
        .filter((path) => showing?.has(path) === true || !map.pagePaths.has(path));
    },
  };
}

export type CollectionPages = ReturnType<typeof createCollectionPages>;
