// Streamable HTTP for the MCP proxy: one MCP session per client, each with its own server and
// guarded session. Bound to 127.0.0.1 by default, with Host/Origin checks against DNS rebinding
// (a web page must not be able to drive a local proxy). Sessions are bounded in number, per client
// and in idle time, so one client cannot hold every slot (mcp-http-sessions.ts).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { clientKeyOf, type SessionLimits, SessionTable } from './mcp-http-sessions.ts';

export interface McpHttpOptions extends SessionLimits {
  /** 0 picks a free port */
  port: number;
  /** default 127.0.0.1; anything else exposes the proxy to the network */
  host?: string;
  /** who a request comes from, for `maxSessionsPerClient` (default: its bearer token, else its address) */
  clientKey?: (req: IncomingMessage) => string;
}

export interface McpHttpEndpoint {
  /** e.g. `http://127.0.0.1:3001/mcp` */
  url: string;
  port: number;
  /** MCP sessions open now */
  readonly sessionCount: number;
  close(): Promise<void>;
}

type OpenConnection = () => Promise<{ server: Server; close(): Promise<void> }>;

export async function serveMcpHttp(open: OpenConnection, options: McpHttpOptions): Promise<McpHttpEndpoint> {
  const host = options.host ?? '127.0.0.1';
  const sessions = new SessionTable<StreamableHTTPServerTransport>(options);
  const clientKey = options.clientKey ?? clientKeyOf;
  let allowedHosts: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    await sessions.expireIdle();
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/mcp') return reply(res, 404, 'not found: the MCP endpoint is /mcp');
    const sid = req.headers['mcp-session-id'];
    if (typeof sid === 'string') {
      const known = sessions.get(sid);
      if (!known) return reply(res, 404, 'unknown or closed MCP session');
      // a POST is work in flight (a tool call may wait on the user); a GET stream only listens
      if (req.method === 'POST') sessions.busy(known, res);
      else sessions.touch(known);
      return known.transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return reply(res, 400, 'start a session with an initialize request (POST)');
    const client = clientKey(req);
    const room = await sessions.makeRoom(client);
    if (room !== true) return reply(res, room.status, room.message);
    const connection = await open();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      enableDnsRebindingProtection: true,
      allowedHosts,
      onsessioninitialized: (id) => {
        sessions.add(id, { transport, close: connection.close, client });
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
  sessions.startSweeping();
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/mcp`,
    port,
    get sessionCount() {
      return sessions.size;
    },
    close: async () => {
      await sessions.closeAll();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function reply(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}
