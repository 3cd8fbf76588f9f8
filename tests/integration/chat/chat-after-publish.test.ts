import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { ask } from './chat-requests.js';

// Issue 31: one ordinary publish (a town typed in other capitals, a kind of product written
// twice) used to make every POST /api/chat answer 500 ("MiniSearch: duplicate ID").

describe.each(databaseEngines)('the chat after a publish on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start() {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    return { app: testApp.app, headers: await adminHeaders(testApp.app) };
  }

  async function publishEdited<Name extends keyof SiteContent>(
    name: Name,
    edit: (document: SiteContent[Name]) => void,
  ) {
    const { app } = testApp;
    const headers = await adminHeaders(app);
    const read = await app.inject({ method: 'GET', url: `/api/content/${name}`, headers });
    const { document, revision } = read.json().data as { document: SiteContent[Name]; revision: number };
    edit(document);
    return app.inject({
      method: 'PUT',
      url: `/api/content/${name}`,
      headers,
      payload: { document, baseRevision: revision },
    });
  }

  it('keeps answering when one store of a town has its town typed in small letters', async () => {
    const { app } = await start();
    let townStores: SiteContent['stores']['hpWorld'] = [];
    const published = await publishEdited('stores', (stores) => {
      const town = stores.hpWorld[0]!.city;
      townStores = stores.hpWorld.filter((store) => store.city === town);
      expect(townStores.length).toBeGreaterThan(1);
      townStores[1]!.city = town.toLowerCase();
    });
    expect(published.statusCode).toBe(200);

    const reply = await ask(app, `HP World stores in ${townStores[0]!.city}?`);
    // One town, however it is typed: every store of it is in the answer.
    for (const store of townStores) expect(reply.reply).toContain(store.name);
  });

  it('keeps answering when brands write the same kind of product in other capitals', async () => {
    const { app } = await start();
    const published = await publishEdited('brands', (brands) => {
      brands.brands.slice(0, 4).forEach((brand, position) => {
        brand.products.push({ name: position < 2 ? 'Webcams' : 'webcams' });
      });
    });
    expect(published.statusCode).toBe(200);
    expect((await ask(app, 'Which brands make webcams?')).reply).toMatch(/webcams/i);
  });

  it('refuses a service listed twice, naming both, and the chat keeps answering', async () => {
    const { app } = await start();
    let repeated = '';
    const refused = await publishEdited('services', (services) => {
      const first = services.services[0]!;
      repeated = first.title;
      services.services.push({ ...first, title: first.title.toUpperCase() });
    });
    expect(refused.statusCode).toBe(400);
    const count = (
      await app.inject({ method: 'GET', url: '/api/content/services', headers: await adminHeaders(app) })
    ).json().data.document.services.length as number;
    expect(refused.json().message).toBe(
      `services.${count}.title: Service ${count + 1} has the title ${repeated.toUpperCase()}, as service 1 does`,
    );
    expect((await ask(app, `What is ${repeated}?`)).reply).toContain(repeated);
  });
});
