import type { z } from 'zod';

/**
 * One API endpoint, defined once (issue 44): the Fastify route registers from it
 * (`endpointRoute` in src/server/routes/endpoint-route.ts), the OpenAPI document is generated from
 * the route's schemas, and the admin client calls through it (`AdminCaller` in
 * src/web/admin/api/admin-caller.ts), parsing every answer with the schema the server sent it by.
 *
 * A JSON endpoint names the schema of its success envelope's `data`, or none when it answers only
 * a message ("Account deleted"); a file endpoint names the file's content types instead.
 */
type EndpointBase = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path under the site, as the browser calls it; `:name` marks a path parameter. */
  path: `/api/${string}`;
  /** The path parameters' schema (the server coerces them; the client fills them in). */
  params?: z.ZodObject;
  /** The query string's schema. */
  query?: z.ZodType;
  /** The JSON body's schema. */
  body?: z.ZodType;
};

export type JsonEndpoint = EndpointBase & {
  /** The schema of the success envelope's `data`; absent for an answer with only a message. */
  data?: z.ZodType;
  /** The success status: 201 for an endpoint that creates something, otherwise 200. */
  status?: 200 | 201;
  /**
   * The same answer may come as Server-Sent Events instead, for `Accept: text/event-stream` (the
   * chat's reply as it is written): what the events are.
   */
  eventStream?: { description: string };
};

export type FileEndpoint = EndpointBase & {
  method: 'GET';
  /** A file answered as a stream (a CSV export, a resume): its content types and what it is. */
  file: { contentTypes: string | readonly string[]; description: string };
};

export type Endpoint = JsonEndpoint | FileEndpoint;

export function defineEndpoint<const Definition extends JsonEndpoint>(endpoint: Definition): Definition {
  return endpoint;
}

export function defineFileEndpoint<const Definition extends FileEndpoint>(endpoint: Definition): Definition {
  return endpoint;
}

/** What a call of the endpoint sends: its path parameters, query and body, each when it has one. */
export type EndpointRequest<Definition extends Endpoint> = (Definition extends {
  params: infer Params extends z.ZodObject;
}
  ? { params: { [Name in keyof z.output<Params>]: string | number } }
  : { params?: never }) &
  (Definition extends { query: infer Query extends z.ZodType }
    ? { query: z.input<Query> }
    : { query?: never }) &
  (Definition extends { body: infer Body extends z.ZodType } ? { body: z.input<Body> } : { body?: never }) & {
    signal?: AbortSignal;
  };

/**
 * What a call of a JSON endpoint resolves to: its `data` (the schema's output), or for an endpoint
 * that answers only a message ("Account deleted"), that message.
 */
export type EndpointResult<Definition extends JsonEndpoint> = Definition extends {
  data: infer Data extends z.ZodType;
}
  ? z.output<Data>
  : string;

/** The endpoint's path with its parameters filled in: `/api/admin/users/:id` with 7 → `/api/admin/users/7`. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
