// The HTTP server of `intentguard serve` and `intentguard ui`: every request passes the host,
// origin, token and size checks of http-guard.ts, then reaches a JSON route or a page.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES, type ApiRoute, approvalIdParam, sessionIdParam } from './api-routes.ts';
import {
  AUTH_COOKIE,
  contentType,
  MAX_FORM_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  RequestGuard,
  readBody,
} from './http-guard.ts';
import { openApiDocument } from './openapi.ts';
import type { PageSource } from './page-source.ts';
import { describeFailure, ServiceError } from './service-error.ts';
import type { SessionHost } from './session-host.ts';
import { approvalsPage, escapeHtml, layout, sessionsPage, signInPage, timelinePage } from './web-pages.ts';

export const SERVICE_VERSION = '0.1.0';

export interface ServiceOptions {
  /** the token every request but /healthz must carry */
  token: string;
  /** the API's sessions; absent for the read-only pages of `intentguard ui` */
  host?: SessionHost;
  pages: PageSource;
  /** default 127.0.0.1 */
  hostname?: string;
  /** 0 (default) picks a free port */
  port?: number;
  /** further Host header values to accept (e.g. the name a proxy forwards) */
  allowedHosts?: string[];
}

export interface RunningService {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A random token for a service started without one (printed once by the CLI). */
export function generateToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  if (options.token.length < 16) throw new ServiceError(400, 'the token must be at least 16 characters');
  const hostname = options.hostname ?? '127.0.0.1';
  let guard = new RequestGuard(options.token, []);
  const routes = API_ROUTES.map((r) => ({ route: r, pattern: pathPattern(r.path) }));

  const handle = async (req: IncomingMessage, res: ServerResponse, signal: AbortSignal): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    guard.checkHost(req);
    if (path === '/healthz') return sendJson(res, 200, { ok: true });
    if (method !== 'GET' && method !== 'HEAD') guard.checkOrigin(req);
    if (path === '/openapi.json' || path.startsWith('/v1/')) {
      if (!guard.bearer(req)) throw new ServiceError(401, 'missing or wrong bearer token');
      if (path === '/openapi.json') return sendJson(res, 200, openApiDocument(SERVICE_VERSION));
      if (!options.host) throw new ServiceError(404, 'this is the read-only viewer: there is no API');
      const match = matchRoute(routes, method, path);
      let body: unknown;
      if (match.route.request) {
        if (contentType(req) !== 'application/json')
          throw new ServiceError(415, 'send the body as application/json');
        const text = await readBody(req, MAX_JSON_BODY_BYTES);
        try {
          body = JSON.parse(text);
        } catch (error) {
          throw new ServiceError(400, `the body is not valid JSON: ${(error as Error).message}`);
        }
        if (nestedDeeperThan(body, MAX_JSON_DEPTH))
          throw new ServiceError(400, `the body is nested deeper than ${MAX_JSON_DEPTH} levels`);
      }
      const result = await match.route.handle(options.host, {
        params: match.params,
        query: url.searchParams,
        body,
        signal,
      });
      return sendJson(res, match.route.status ?? 200, result);
    }
    return pageRoute(req, res, method, path, options, guard);
  };

  const http = createServer((req, res) => {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    handle(req, res, abort.signal).catch((error: unknown) => {
      const { status, message } = describeFailure(zodToService(error));
      if (res.headersSent) return void res.end();
      // an unread body (refused early) is not drained: close the connection instead
      if (!req.complete) res.setHeader('connection', 'close');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (status === 401 && !path.startsWith('/v1/') && path !== '/openapi.json' && req.method === 'GET')
        return redirect(res, '/signin');
      if (acceptsHtml(req) && !path.startsWith('/v1/'))
        return sendHtml(res, status, layout(`Error ${status}`, `<p>${escapeHtml(message)}</p>`));
      sendJson(res, status, { error: message });
    });
  });
  http.headersTimeout = 20_000;
  http.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, hostname, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const shown = hostname.includes(':') ? `[${hostname}]` : hostname;
  guard = new RequestGuard(options.token, [
    `${shown}:${port}`,
    `localhost:${port}`,
    `127.0.0.1:${port}`,
    `[::1]:${port}`,
    ...(options.allowedHosts ?? []),
  ]);
  return {
    url: `http://${shown}:${port}`,
    port,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

async function pageRoute(
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
  options: ServiceOptions,
  guard: RequestGuard,
): Promise<void> {
  const pages = options.pages;
  if (path === '/signin') {
    if (method === 'GET') return sendHtml(res, 200, signInPage());
    if (method !== 'POST') throw new ServiceError(405, 'use GET or POST');
    const form = await readForm(req);
    if (!guard.tokenMatches(form.get('token') ?? ''))
      return sendHtml(res, 401, signInPage('That is not the token.'));
    res.setHeader('set-cookie', `${AUTH_COOKIE}=${guard.cookieValue()}; HttpOnly; SameSite=Strict; Path=/`);
    return redirect(res, '/');
  }
  if (!guard.bearer(req) && !guard.cookie(req)) throw new ServiceError(401, 'sign in first');
  const approvalPost = /^\/approvals\/([^/]+)$/.exec(path);
  if (method === 'POST' && approvalPost) {
    if (pages.readOnly || !options.host) throw new ServiceError(405, 'this viewer is read-only');
    const form = await readForm(req);
    guard.checkCsrf(form.get('csrf'));
    const decision = form.get('decision');
    if (decision !== 'approve' && decision !== 'deny')
      throw new ServiceError(400, 'decision must be approve or deny');
    const { sessionId, seq } = approvalIdParam(decodeURIComponent(approvalPost[1]!));
    if (!(await options.host.store.approval(sessionId, seq))) throw new ServiceError(404, 'no such approval');
    await options.host.answer(sessionId, seq, decision === 'approve', 'answered on the approvals page');
    return redirect(res, '/approvals');
  }
  if (method !== 'GET') throw new ServiceError(405, 'pages are read with GET');
  if (path === '/') return sendHtml(res, 200, sessionsPage(await pages.sessions(), pages.readOnly));
  if (path === '/approvals')
    return sendHtml(res, 200, approvalsPage(await pages.approvals(), pages.readOnly, guard.csrf()));
  const session = /^\/sessions\/([^/]+)$/.exec(path);
  if (session) {
    const found = await pages.timeline(sessionIdParam(decodeURIComponent(session[1]!)));
    if (!found) throw new ServiceError(404, 'no such session');
    return sendHtml(res, 200, timelinePage(found.summary, found.entries, pages.readOnly));
  }
  throw new ServiceError(404, `no page ${path}`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  if (contentType(req) !== 'application/x-www-form-urlencoded') throw new ServiceError(415, 'send a form');
  return new URLSearchParams(await readBody(req, MAX_FORM_BODY_BYTES));
}

/**
 * Deepest JSON nesting accepted: far beyond any tool's arguments, and shallow enough that no
 * recursive walk (canonical JSON, redaction, the analyzers) can run out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether `value` nests deeper than `limit` (walked with an explicit stack, not recursion). */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

function pathPattern(path: string): { regex: RegExp; names: string[] } {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return { regex: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`), names };
}

function matchRoute(
  routes: Array<{ route: ApiRoute; pattern: { regex: RegExp; names: string[] } }>,
  method: string,
  path: string,
): { route: ApiRoute; params: Record<string, string> } {
  let pathKnown = false;
  for (const { route, pattern } of routes) {
    const m = pattern.regex.exec(path);
    if (!m) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1]!);
    });
    return { route, params };
  }
  throw pathKnown
    ? new ServiceError(405, `${method} is not allowed on ${path}`)
    : new ServiceError(404, `no route ${path}`);
}

function zodToService(error: unknown): unknown {
  if (error && typeof error === 'object' && (error as { name?: string }).name === 'ZodError') {
    const issue = (error as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues[0];
    const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    return new ServiceError(400, `invalid request: ${where}${issue?.message ?? 'does not match the schema'}`);
  }
  return error;
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  });
  res.end(html);
}

function redirect(res: ServerResponse, to: string): void {
  res.writeHead(303, { location: to, 'cache-control': 'no-store' });
  res.end();
}
