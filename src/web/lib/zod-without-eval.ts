import { z } from 'zod';

/**
 * Imported (for its effect) by every browser module that validates with a zod schema, before it
 * does. Zod otherwise probes `new Function('')` to decide whether to compile its checks, and our
 * Content-Security-Policy (no 'unsafe-eval') makes that probe a reported violation. Without eval
 * zod validates a little slower, which a form never notices; the server keeps the fast path.
 */
z.config({ jitless: true });
