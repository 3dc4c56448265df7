// Streamable HTTP for the MCP proxy: one MCP session per client, each with its own server and
// guarded session. Bound to 127.0.0.1 by default, with Host/Origin checks against DNS rebinding
// (a web page must not be able to drive a local proxy).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface McpHttpOptions {
  /** 0 picks a free port */
  port: number;
  /** default 127.0.0.1; anything else exposes the proxy to the network */
  host?: string;
  /** most concurrent MCP sessions (default 64) */
  maxSessions?: number;
}

export interface McpHttpEndpoint {
  /** e.g. `http://127.0.0.1:3001/mcp` */
  url: string;
  port: number;
  close(): Promise<void>;
}

type OpenConnection = () => Promise<{ server: Server; close(): Promise<void> }>;

export async function serveMcpHttp(open: OpenConnection, options: McpHttpOptions): Promise<McpHttpEndpoint> {
  const host = options.host ?? '127.0.0.1';
  const maxSessions = options.maxSessions ?? 64;
  const sessions = new Map<string, { transport: StreamableHTTPServerTransport; close(): Promise<void> }>();
  let allowedHosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/mcp') return reply(res, 404, 'not found: the MCP endpoint is /mcp');
    const sid = req.headers['mcp-session-id'];
    if (typeof sid === 'string') {
      const known = sessions.get(sid);
      if (!known) return reply(res, 404, 'unknown or closed MCP session');
      return known.transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return reply(res, 400, 'start a session with an initialize request (POST)');
    if (sessions.size >= maxSessions) return reply(res, 503, 'too many open MCP sessions');
    const connection = await open();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      enableDnsRebindingProtection: true,
      allowedHosts,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, close: connection.close });
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await connection.server.connect(transport);
    await transport.handleRequest(req, res);
    // not an initialize request (or it failed): no session was created, drop the connection
    if (!transport.sessionId) await connection.close();
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) reply(res, 500, `proxy error: ${(error as Error).message}`);
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  allowedHosts = [`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/mcp`,
    port,
    close: async () => {
      for (const s of [...sessions.values()]) await s.close().catch(() => undefined);
      sessions.clear();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
