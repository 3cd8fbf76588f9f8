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
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type EndpointBase = {
  method: Method;
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

/**
 * An endpoint's method and path as one string, spelt as the logs and the API documentation spell a
 * route: `'POST /api/auth/login'`, so a search for what a log line names finds the definition.
 */
type Route<Methods extends Method = Method> = `${Methods} ${EndpointBase['path']}`;

/** `'POST /api/auth/login'` → `{ method: 'POST', path: '/api/auth/login' }`. */
type RouteParts<R extends Route> =
  R extends `${infer Verb extends Method} ${infer Path extends EndpointBase['path']}`
    ? { method: Verb; path: Path }
    : never;

function routeParts<R extends Route>(route: R): RouteParts<R> {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space), path: route.slice(space + 1) } as RouteParts<R>;
}

/** What a JSON endpoint declares besides its route: its schemas, status and event stream. */
type JsonDeclaration = Omit<JsonEndpoint, 'method' | 'path'>;

/** What a file endpoint declares besides its route: its schemas and its file. */
type FileDeclaration = Omit<FileEndpoint, 'method' | 'path'>;

/** `defineEndpoint('POST /api/auth/login', { body: loginRequestSchema, data: loginAnswerSchema })` */
export function defineEndpoint<
  const R extends Route,
  const Declaration extends JsonDeclaration = Record<never, never>,
>(route: R, declaration?: Declaration): RouteParts<R> & Declaration {
  return { ...routeParts(route), ...declaration } as RouteParts<R> & Declaration;
}

/** `defineFileEndpoint('GET /api/admin/enquiries/export', { query, file: { contentTypes, description } })` */
export function defineFileEndpoint<const R extends Route<'GET'>, const Declaration extends FileDeclaration>(
  route: R,
  declaration: Declaration,
): RouteParts<R> & Declaration {
  return { ...routeParts(route), ...declaration };
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
