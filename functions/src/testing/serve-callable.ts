// Serves a callable function over HTTP with express, as Cloud Functions does, for tests of what
// happens before any Firestore work (App Check, size cap, input checks).
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request as CallableHttpRequest } from 'firebase-functions/v2/https';
import { afterEach, vi } from 'vitest';

type HttpHandler = (req: CallableHttpRequest, res: express.Response) => unknown;

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Serves a fresh copy of the function (its settings are read at load) and returns its URL. */
export async function serveCallable(
  load: () => Promise<HttpHandler>,
  env: Record<string, string>,
): Promise<string> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const handler = await load();
  const app = express();
  app.use(
    express.json({
      limit: '1mb',
      verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }),
    }),
  );
  // express.json's verify step above adds the rawBody that Cloud Functions' request carries.
  app.post('/', (req, res) => void handler(req as CallableHttpRequest, res));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

export async function callServed(url: string, data: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { status: string; message: string } };
  return { status: response.status, error: body.error };
}
