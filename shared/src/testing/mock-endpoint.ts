import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { BodyOf, Endpoint, ResponseOf } from '../contracts/endpoint';
import { API_BASE_PATH } from '../contracts/http';

/** `/review/user/:userId/x/:y` → `'userId' | 'y'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type RequestBody<D> = BodyOf<D> extends DefaultBodyType ? BodyOf<D> : DefaultBodyType;
/** A refusal as the tests write it: the API's envelope, `message` and `code` left out where the page ignores them. */
type MockError = { success: false; message?: string; code?: string; fields?: Record<string, string> };
type Answer<D> = ResponseOf<D> extends DefaultBodyType ? ResponseOf<D> | MockError : DefaultBodyType;

/**
 * An msw handler for one endpoint, from its definition (issue 35): its method and URL, its path
 * parameters by name, and an answer the type checker holds to the definition's (or the error
 * envelope). `server.use(mockEndpoint(reviewEndpoints.getPendingReviews, () => HttpResponse.json(…)))`.
 */
export function mockEndpoint<D extends Endpoint>(
  definition: D,
  resolver: HttpResponseResolver<PathParams<ParamNames<D['path']>>, RequestBody<D>, Answer<D>>,
) {
  const method = definition.method.toLowerCase() as Lowercase<Endpoint['method']>;
  // `*` for any origin; msw matches `:name` path parameters as Fastify does.
  return http[method](`*${API_BASE_PATH}${definition.path}`, resolver);
}
