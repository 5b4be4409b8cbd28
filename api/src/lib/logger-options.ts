import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactUrl } from './redact-url';

/** The server's logger: secrets in headers and URLs never reach the log. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      // Reset and verification links and the sign-in callback carry bearer secrets: never log them.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
