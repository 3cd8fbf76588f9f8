/**
 * Times fetching one of the site's scripts (the first the home page names under /assets/), sent
 * without compression: how fast static files answer while a benchmark loads the server.
 */
export async function scriptTimer(serverUrl: string): Promise<() => Promise<number>> {
  const html = await (await fetch(`${serverUrl}/`)).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  if (!script) throw new Error('the home page names no script under /assets/');
  return async () => {
    const startedAt = performance.now();
    const response = await fetch(`${serverUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${script} answered ${response.status}`);
    return performance.now() - startedAt;
  };
}
