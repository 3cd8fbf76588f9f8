import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteNavigation } from '#web/components/layout/site-navigation.island.js';
import { CookieSettingsButton } from '#web/features/consent/cookie-settings-button.island.js';
import { ConsentManager, cookieBannerText } from '#web/features/consent/index.js';
import { Island, IslandCollectorContext, type IslandEntry } from './island.js';
import { ISLAND_DATA_ID, type IslandData, parseIslandKey } from './island-registry.js';
import { renderIslands } from './render-islands.js';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: '/careers' },
];
const labels = { navigation: 'Main', menu: 'Menu' };
const settings = { label: 'Cookie settings' };

function renderWithIslands(element: React.ReactElement) {
  const islands: IslandEntry[] = [];
  const html = renderToString(<IslandCollectorContext value={islands}>{element}</IslandCollectorContext>);
  return renderIslands(html, islands);
}

function islandData(dataScript: string): IslandData {
  const json = dataScript.match(/<script type="application\/json" id="([^"]+)">(.*)<\/script>/);
  expect(json?.[1]).toBe(ISLAND_DATA_ID);
  return JSON.parse(json?.[2] ?? '{}') as IslandData;
}

describe('islands rendered on the server', () => {
  it('puts each island in a wrapper naming its module, export, index and moment, and its props in JSON', () => {
    const { html, dataScript } = renderWithIslands(
      <main>
        <h1>Static heading</h1>
        <Island component={SiteNavigation} props={{ links, serverPath: '/careers', labels }} />
        <Island component={CookieSettingsButton} props={settings} hydrate="visible" />
      </main>,
    );
    expect(html).toContain('<h1>Static heading</h1>');
    const wrappers = [
      ...html.matchAll(
        /<div class="contents" data-island="([^"]+)" data-island-index="(\d)" data-hydrate="(\w+)">/g,
      ),
    ];
    expect(wrappers.map((match) => [parseIslandKey(match[1] ?? ''), match[2], match[3]])).toEqual([
      [
        { modulePath: '../components/layout/site-navigation.island.tsx', exportName: 'SiteNavigation' },
        '0',
        'load',
      ],
      [
        {
          modulePath: '../features/consent/cookie-settings-button.island.tsx',
          exportName: 'CookieSettingsButton',
        },
        '1',
        'visible',
      ],
    ]);
    // The island's own HTML, as its component renders it with those props.
    expect(html).toMatch(/<a href="\/careers" aria-current="page"/);
    expect(islandData(dataScript).props).toEqual([{ links, serverPath: '/careers', labels }, settings]);
    expect(html).not.toContain('island-slot');
  });

  it('gives each island its own useId prefix, so two roots never repeat an id', () => {
    const { html } = renderWithIslands(
      <>
        <Island component={SiteNavigation} props={{ links, serverPath: '/', labels }} />
        <Island component={SiteNavigation} props={{ links, serverPath: '/', labels }} />
      </>,
    );
    const menuIds = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(menuIds).toHaveLength(2);
    expect(menuIds[0]).toMatch(/^_i0-/);
    expect(menuIds[1]).toMatch(/^_i1-/);
  });

  it('sends an empty box for a client-only island', () => {
    const { html } = renderWithIslands(
      <Island component={ConsentManager} props={{ text: cookieBannerText((source) => source) }} clientOnly />,
    );
    expect(html).toMatch(
      /<div class="contents" data-island="[^"]+" data-island-index="0" data-hydrate="load" data-client-only=""><\/div>/,
    );
  });

  it('escapes props so no text can close the data script', () => {
    const { dataScript } = renderWithIslands(
      <Island
        component={SiteNavigation}
        props={{ links: [{ label: '</script><script>alert(1)', href: '/' }], serverPath: '/', labels }}
      />,
    );
    expect(dataScript.match(/<\/script>/g)).toHaveLength(1);
    expect(islandData(dataScript).props[0]).toMatchObject({
      links: [{ label: '</script><script>alert(1)' }],
    });
  });

  it('refuses a component that is not exported by an island module, and an island outside a page render', () => {
    const NotAnIsland = () => <p>plain</p>;
    expect(() => renderWithIslands(<Island component={NotAnIsland} props={{}} />)).toThrow(
      /not exported from a \*\.island\.tsx module/,
    );
    expect(() => renderToString(<Island component={CookieSettingsButton} props={settings} />)).toThrow(
      /outside a page render/,
    );
  });
});
