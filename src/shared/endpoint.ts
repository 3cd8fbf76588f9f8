import type { z } from 'zod';

/**
 * One API endpoint, defined once (issue 44): the Fastify route registers from it, the OpenAPI
 * document is generated from the route's schemas, and the admin client calls through it and
 * parses the answer's `data` with the same schema the server sent it by.
 */
export type Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path under the site, as the browser calls it. */
  path: string;
  /** The query string's schema; `undefined` for an endpoint that takes none. */
  query: Query;
  /** The schema of the success envelope's `data`. */
  data: Data;
};

export function defineEndpoint<const Query extends z.ZodType | undefined, const Data extends z.ZodType>(
  endpoint: Endpoint<Query, Data>,
): Endpoint<Query, Data> {
  return endpoint;
}
