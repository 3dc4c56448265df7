// The checks every request passes before a route sees it: the Host header (against DNS
// rebinding), the Origin of state-changing requests, the bearer token or the sign-in cookie,
// and a size limit on the body, read before anything is parsed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ServiceError } from './service-error.ts';

/** Largest JSON body accepted (bytes): the session's own limit on a call's arguments, plus room. */
export const MAX_JSON_BODY_BYTES = 1_100_000;
/** Largest form body (sign-in, approve/deny). */
export const MAX_FORM_BODY_BYTES = 16_384;
export const AUTH_COOKIE = 'intentguard_auth';

export class RequestGuard {
  readonly #token: string;
  readonly #hosts: Set<string>;

  constructor(token: string, hosts: Iterable<string>) {
    this.#token = token;
    this.#hosts = new Set([...hosts].map((h) => h.toLowerCase()));
  }

  /** A request for another host name is refused: a rebinding page must not reach the service. */
  checkHost(req: IncomingMessage): void {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!this.#hosts.has(host))
      throw new ServiceError(421, `host ${JSON.stringify(host)} is not served here`);
  }

  /** A state-changing request from a page of another origin is refused. */
  checkOrigin(req: IncomingMessage): void {
    const origin = req.headers.origin;
    if (origin === undefined) return;
    let host: string;
    try {
      host = new URL(origin).host.toLowerCase();
    } catch {
      throw new ServiceError(403, `requests from origin ${JSON.stringify(origin)} are not allowed`);
    }
    if (!this.#hosts.has(host)) throw new ServiceError(403, `requests from ${origin} are not allowed`);
  }

  bearer(req: IncomingMessage): boolean {
    const header = req.headers.authorization;
    if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
    return sameSecret(header.slice('Bearer '.length).trim(), this.#token);
  }

  /** The cookie set by the sign-in: a keyed hash of the token, not the token itself. */
  cookieValue(): string {
    return this.#derive('cookie');
  }

  cookie(req: IncomingMessage): boolean {
    const value = readCookie(req.headers.cookie, AUTH_COOKIE);
    return value !== undefined && sameSecret(value, this.cookieValue());
  }

  tokenMatches(candidate: string): boolean {
    return sameSecret(candidate, this.#token);
  }

  /** The anti-forgery value every form of the pages carries. */
  csrf(): string {
    return this.#derive('csrf');
  }

  checkCsrf(value: unknown): void {
    if (typeof value !== 'string' || !sameSecret(value, this.csrf()))
      throw new ServiceError(403, 'the form is missing its anti-forgery token: reload the page');
  }

  #derive(purpose: string): string {
    return createHmac('sha256', this.#token).update(`intentguard-serve:${purpose}`).digest('base64url');
  }
}

export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new ServiceError(413, `the body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ServiceError(413, `the body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function contentType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}
