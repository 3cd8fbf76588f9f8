import { type ComponentProps, type ComponentType, createContext, type ReactElement, use } from 'react';

/**
 * When an island's code runs in the browser:
 * - `load`: at once (controls above the fold, the consent banner);
 * - `visible`: when it comes near the viewport, or at the first interaction with the page (a key,
 *   a focus, a touch, a scroll), whichever is first (carousels, galleries further down);
 * - `idle`: once the page has loaded and the browser is idle (the chat button).
 */
export type HydrationMoment = 'load' | 'visible' | 'idle';

// biome-ignore lint/suspicious/noExplicitAny: an island may be any component; its props are checked through ComponentProps
type AnyComponent = ComponentType<any>;

/** An island as the page recorded it: the component, its props, and when to hydrate it. */
export type IslandEntry = {
  component: AnyComponent;
  props: object;
  hydrate: HydrationMoment;
  clientOnly: boolean;
};

/** Filled by `<Island>` while the server renders a page; `renderIslands` renders what it holds. */
export const IslandCollectorContext = createContext<IslandEntry[] | null>(null);

/** The element that marks where island `index` goes in the page's HTML. */
export const ISLAND_SLOT_TAG = 'island-slot';

type IslandProps<Component extends AnyComponent> = {
  /** A component exported from a `*.island.tsx` module. */
  component: Component;
  /** What it is rendered with on the server and hydrated with in the browser: JSON values only. */
  props: ComponentProps<Component>;
  hydrate?: HydrationMoment;
  /** Rendered in the browser only (it needs browser storage to render): the server sends an empty box. */
  clientOnly?: boolean;
};

/**
 * The interactive part of a server-rendered page (an "island"). The rest of the page is plain
 * HTML that the browser never runs; only islands are hydrated, each as a React root of its own,
 * with the props given here (sent as JSON). See docs/decisions/0001-react-islands.md.
 */
export function Island<Component extends AnyComponent>({
  component,
  props,
  hydrate = 'load',
  clientOnly = false,
}: IslandProps<Component>): ReactElement {
  const collector = use(IslandCollectorContext);
  if (!collector) {
    throw new Error(
      `<Island> (${component.displayName ?? component.name}) rendered outside a page render, or inside another island`,
    );
  }
  const index = collector.push({ component, props, hydrate, clientOnly }) - 1;
  const Slot = ISLAND_SLOT_TAG as unknown as 'div';
  return <Slot data-index={index} />;
}
