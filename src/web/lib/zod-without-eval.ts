/**
 * The browser entry imports this first, before any module that defines a zod schema. Zod decides
 * when a schema is defined whether to compile its checks, probing `new Function('')`; our
 * Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation, which Lighthouse
 * counts against the page. Without eval zod validates a little slower, which a form never
 * notices; the server keeps the fast path.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of zod share it)
 * and adopts an object already there. Setting it directly keeps zod itself out of the first view;
 * `z.config({ jitless: true })` would import it. The e2e test 'no page breaks the
 * Content-Security-Policy' fails if zod stops reading it.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
