import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, errorResponse } from '@freelane/shared/contracts';
import type { ZodType } from 'zod';
import type { ApiRoute } from '../routes';
import { routesToTest } from '../testing/api-routes';
import { AUTHORIZATION_TABLE } from '../testing/authorization/table';
import { Agent } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { copyCsrfCookieToHeader } from './openapi';

interface Media {
  schema?: { required?: string[] };
  example?: unknown;
}
interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; example?: unknown }>;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let ctx: TestContext;
let document: OpenApiDocument;
before(async () => {
  ctx = await buildTestApp();
  const response = await new Agent(ctx).get('/api/openapi.json');
  assert.equal(response.statusCode, 200);
  document = response.json<OpenApiDocument>();
});
after(() => ctx.close());

const routes = () => routesToTest(ctx.app);
/** Fastify's `/job/:jobId` is OpenAPI's `/job/{jobId}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationOf = (method: string, url: string) => document.paths[openapiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every API route, and nothing else', () => {
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.info.title, 'Freelane API');
    const missing = routes()
      .filter((route) => !operationOf(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(missing, [], 'routes missing from /api/openapi.json');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.equal(documented.length, routes().length, documented.join('\n'));
    assert.ok(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/')));
  });

  it('documents each route’s sign-in requirement as the authorization matrix finds it', () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const key = `${route.method} ${route.url}`;
      const row = AUTHORIZATION_TABLE[key];
      assert.ok(row, `${key} has no row in the authorization matrix`);
      const needsSession = row.expect.anonymous === 401;
      const documented = operationOf(route.method, route.url)?.security ?? [];
      const saysSession = documented.length > 0 && documented.every((option) => 'session' in option);
      if (needsSession !== saysSession) wrong.push(`${key}: anonymous gets ${row.expect.anonymous}`);
    }
    assert.deepEqual(wrong, [], 'a route answers anonymous callers differently from what /api/openapi.json says');
  });

  it('asks for the anti-forgery header on every write and on the GETs that change something', () => {
    for (const route of routes()) {
      const security = operationOf(route.method, route.url)?.security ?? [];
      const saysCsrf = security.some((option) => 'csrf' in option);
      // A public write proven by its signed link (a mail's one-click unsubscribe) has no CSRF check to document.
      const signedLink = route.config?.csrf === false && route.config?.public === true;
      if (route.method !== 'GET' && !signedLink) {
        assert.ok(saysCsrf, `${route.method} ${route.url} must document the CSRF header`);
      }
      if (signedLink) assert.ok(!saysCsrf, `${route.method} ${route.url} is not CSRF-checked`);
    }
    assert.deepEqual(operationOf('POST', '/api/v1/job/alertUnsubscribe/:token')?.security, []);
    const acceptWork = operationOf('GET', '/api/v1/job/acceptWork/:jobId');
    assert.deepEqual(acceptWork?.security, [{ session: [], csrf: [] }]);
    assert.deepEqual(operationOf('GET', '/api/v1/job/newAllJobs')?.security, []);
    assert.deepEqual(Object.keys(document.components.securitySchemes).sort(), ['csrf', 'session']);
  });

  it('gives every route its area’s tag and the error envelope with its stable code', () => {
    for (const route of routes()) {
      const operation = operationOf(route.method, route.url);
      const area = route.url.split('/')[3];
      assert.deepEqual(operation?.tags, [area], `${route.method} ${route.url}`);
      const clientError = operation?.responses?.['4XX']?.content?.['application/json']?.schema;
      assert.deepEqual(clientError?.required?.sort(), ['code', 'message', 'success'], `${route.method} ${route.url}`);
    }
  });
});

/**
 * Whether a route takes a body: its definition declares one (a JSON body schema, or a multipart form
 * documented as `documentedBody`). A write whose definition declares none takes none — the path and
 * the session say everything — and its handler cannot read one (`BodyOf` of such a definition is
 * nothing), so the definitions, not a hand-kept list here, say which writes are body-less.
 */
const takesABody = (route: ApiRoute) =>
  Boolean((route.schema as { body?: unknown } | undefined)?.body ?? route.config?.documentedBody);

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer: string }>;
}

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REDOCLY = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('the OpenAPI document under @redocly/cli lint', () => {
  it('names every defined operation (operationId and summary from its definition) and says where it is served', () => {
    const defined = routes();
    assert.ok(defined.length >= 100, `${defined.length} defined routes`);
    for (const route of defined) {
      assert.ok(route.config?.endpoint, `${route.method} ${route.url} is not defined`);
      const operation = operationOf(route.method, route.url) as Operation & { operationId?: string; summary?: string };
      assert.equal(operation.operationId, route.config?.endpoint?.operationId, `${route.method} ${route.url}`);
      assert.equal(operation.summary, route.config?.endpoint?.summary, `${route.method} ${route.url}`);
    }
    assert.deepEqual(
      document.servers?.map((server) => server.url),
      ['/'],
    );
  });

  it('passes the recommended rules (api/redocly.yaml)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'freelane-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const run = await promisify(execFile)(
        process.execPath,
        [
          REDOCLY,
          'lint',
          file,
          '--config',
          path.join(API_DIR, 'redocly.yaml'),
          '--format=json',
          '--max-problems=10000',
        ],
        // No telemetry and no update check: the run needs no network.
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const { problems } = JSON.parse(run.stdout) as { problems: LintProblem[] };
      const found = problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
      assert.deepEqual(found, []);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the examples in the OpenAPI document', () => {
  /** Where an example does not parse with the route's own zod contract: `what` names the part. */
  const misfit = (key: string, what: string, contract: unknown, example: unknown): string[] => {
    if (example === undefined) return [`${key}: ${what} has no example`];
    const parsed = (contract as ZodType).safeParse(example);
    return parsed.success
      ? []
      : [`${key}: ${what} example ${JSON.stringify(example)} → ${parsed.error.issues[0]?.message}`];
  };

  it('documents the body of every write, uploads included', () => {
    const undocumented = routes()
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter(takesABody)
      .filter((route) => Object.keys(operationOf(route.method, route.url)?.requestBody?.content ?? {}).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    assert.deepEqual(
      undocumented,
      [],
      'give the route a body schema, or config.documentedBody when it parses the body itself',
    );
    const upload = operationOf('POST', '/api/v1/message/sendMessage/:userId')?.requestBody?.content ?? {};
    assert.deepEqual(Object.keys(upload).sort(), ['application/json', 'multipart/form-data']);
  });

  it('gives every request body an example its contract accepts', () => {
    const wrong = routes().flatMap((route) => {
      const body = (route.schema as { body?: unknown } | undefined)?.body ?? route.config?.documentedBody?.json;
      if (!body) return [];
      const media = operationOf(route.method, route.url)?.requestBody?.content?.['application/json'];
      return misfit(`${route.method} ${route.url}`, 'the body', body, media?.example);
    });
    assert.deepEqual(wrong, []);
  });

  it('gives every success answer an example its contract accepts', () => {
    const wrong = routes().flatMap((route) => {
      const declared = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      return Object.entries(declared)
        .filter(([status]) => /^2\d\d$/.test(status))
        .flatMap(([status, contract]) => {
          const media = operationOf(route.method, route.url)?.responses?.[status]?.content?.['application/json'];
          return misfit(`${route.method} ${route.url}`, `the ${status} answer`, contract, media?.example);
        });
    });
    assert.deepEqual(wrong, []);
  });

  it('gives every path parameter an example its contract accepts', () => {
    const wrong = routes().flatMap((route) => {
      const params = (route.schema as { params?: { shape?: Record<string, unknown> } } | undefined)?.params?.shape;
      if (!params) return [];
      const documented = operationOf(route.method, route.url)?.parameters ?? [];
      return Object.entries(params).flatMap(([name, contract]) => {
        const parameter = documented.find((entry) => entry.in === 'path' && entry.name === name);
        return misfit(`${route.method} ${route.url}`, `the path parameter ${name}`, contract, parameter?.example);
      });
    });
    assert.deepEqual(wrong, []);
  });

  it('shows ids, e-mails, names and texts as real values, never the generic "string"', () => {
    const generic: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (value === 'string') generic.push(where);
      else if (Array.isArray(value)) value.forEach((item, n) => visit(item, `${where}[${n}]`));
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) visit(item, `${where}.${key}`);
      }
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) visit(parameter.example, `${where} ${parameter.name}`);
        visit(operation.requestBody?.content?.['application/json']?.example, `${where} body`);
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          visit(answer.content?.['application/json']?.example, `${where} ${status}`);
        }
      }
    }
    assert.deepEqual(generic, [], 'these string fields have no example of their own on their contract');
  });
});

describe('the interactive reference', () => {
  it('is served at /api/docs from this server alone', async () => {
    const agent = new Agent(ctx);
    const page = await agent.get('/api/docs/');
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /swagger-ui-bundle\.js/);
    assert.doesNotMatch(page.body, /src="https?:\/\//, 'every script comes from this server (the CSP allows no other)');
    const initializer = await agent.get('/api/docs/static/swagger-initializer.js');
    assert.equal(initializer.statusCode, 200);
    assert.match(initializer.body, /"requestInterceptor":\s*function copyCsrfCookieToHeader/);
  });

  it('sends the anti-forgery cookie as the header when trying a route out', () => {
    const source = copyCsrfCookieToHeader.toString();
    assert.ok(
      source.includes(`${CSRF_COOKIE_NAME}=`) && new RegExp(`["']${CSRF_HEADER_NAME}["']`).test(source),
      source,
    );
    const holder = globalThis as unknown as { document?: { cookie: string } };
    holder.document = { cookie: `theme=dark; ${CSRF_COOKIE_NAME}=nonce.sig%2Bx` };
    try {
      assert.deepEqual(copyCsrfCookieToHeader({ headers: { Accept: 'application/json' } }).headers, {
        Accept: 'application/json',
        [CSRF_HEADER_NAME]: 'nonce.sig+x',
      });
    } finally {
      delete holder.document;
    }
  });

  it('leaves the error envelope’s example valid against the contract', () => {
    const examples = (errorResponse.meta() as { examples?: unknown[] } | undefined)?.examples ?? [];
    assert.ok(examples.length > 0);
    for (const example of examples) assert.ok(errorResponse.safeParse(example).success);
  });
});
