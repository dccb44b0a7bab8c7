import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a fake outside service behaves: answers (ok), never answers (slow), drops the connection (down),
 * answers something that is not JSON (garbage), or answers its own error (error).
 */
export type FakeMode = 'ok' | 'slow' | 'down' | 'garbage' | 'error';

export interface FakeRequest {
  method: string;
  path: string;
  /** Query and form parameters together. */
  params: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export type FakeRoute = (request: FakeRequest) => unknown;

export interface FakeProvider {
  /** http://127.0.0.1:PORT */
  url: string;
  mode: FakeMode;
  /** The error body answered in mode 'error'. */
  errorBody: unknown;
  requests: FakeRequest[];
  /** The last request to a path (it must have come). */
  last(path: string): FakeRequest;
  close(): Promise<void>;
}

/** A small local HTTP server standing in for a provider's API (JSON routes by path), on a free port. */
export async function startFakeProvider(routes: Record<string, FakeRoute>, errorBody: unknown): Promise<FakeProvider> {
  const held = new Set<http.ServerResponse>();
  const fake: FakeProvider = {
    url: '',
    mode: 'ok',
    errorBody,
    requests: [],
    last(path) {
      const found = fake.requests.filter((r) => r.path === path).at(-1);
      if (!found) throw new Error(`no request to ${path}`);
      return found;
    },
    close: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = new URLSearchParams(url.search);
      for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
      const request = { method: req.method ?? 'GET', path: url.pathname, params, headers: req.headers };
      fake.requests.push(request);
      if (fake.mode === 'down') return void req.socket.destroy();
      if (fake.mode === 'slow') return void held.add(res);
      res.setHeader('content-type', 'application/json');
      if (fake.mode === 'garbage') return void res.end('<html><body>502 Bad Gateway</body></html>');
      const route = routes[url.pathname];
      if (fake.mode === 'error' || !route) return void res.end(JSON.stringify(fake.errorBody));
      res.end(JSON.stringify(route(request)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}
