// `intentguard/mcp`: a guard proxy between an MCP client and a real MCP server. The real server
// runs as a child over stdio; the proxy serves the same tools (with their annotations) to the
// client over stdio or Streamable HTTP, and checks every `tools/call` before forwarding it.
// A refused call comes back as a tool result with `isError: true` and the guard's feedback.
// Calls that need the user's confirmation are put to the user through MCP elicitation when the
// client supports it, and are refused with an explanation when it does not.
// Each client connection is its own guarded session (own state, own confirmations).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  type ListToolsResult,
  type Tool as McpTool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { Tool } from '../core/index.ts';
import { PrologEngine } from '../logic/index.ts';
import { parseTools } from '../tools/index.ts';
import { ProxyConnection, VERSION } from './mcp-connection.ts';
import { type McpHttpEndpoint, type McpHttpOptions, serveMcpHttp } from './mcp-http.ts';
import type { McpProxyOptions } from './mcp-options.ts';
import { declareTaskTool, type FixedTask, resolveTask } from './mcp-task.ts';

export { VERDICT_META } from './mcp-connection.ts';
export type { McpHttpEndpoint, McpHttpOptions } from './mcp-http.ts';
export type { McpProxyOptions } from './mcp-options.ts';
export { DECLARE_TASK, type McpTask } from './mcp-task.ts';

export interface UpstreamCommand {
  command: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** the real server's stderr: `inherit` (default), `ignore` or `pipe` */
  stderr?: 'inherit' | 'ignore' | 'pipe';
  /** how long the server may take to answer `initialize` (default: the SDK's request timeout) */
  timeoutMs?: number;
}

/** Starts the real MCP server as a child over stdio and connects to it. */
export async function connectUpstream(command: UpstreamCommand): Promise<Client> {
  const client = new Client({ name: 'intentguard-mcp-proxy', version: VERSION });
  const transport = new StdioClientTransport({
    command: command.command,
    args: command.args ?? [],
    stderr: command.stderr ?? 'inherit',
    ...(command.cwd ? { cwd: command.cwd } : {}),
    ...(command.env ? { env: command.env } : {}),
  });
  try {
    await client.connect(transport, command.timeoutMs !== undefined ? { timeout: command.timeoutMs } : {});
  } catch (error) {
    // a server that never answered is not left running
    await transport.close().catch(() => undefined);
    throw error;
  }
  return client;
}

export class McpGuardProxy {
  readonly #options: McpProxyOptions;
  readonly #engine: PrologEngine;
  readonly #connections = new Set<ProxyConnection>();
  /** the spec every connection enforces; undefined when each connection declares its own task */
  readonly fixed: FixedTask | undefined;
  #tools: Tool[];

  private constructor(
    options: McpProxyOptions,
    engine: PrologEngine,
    tools: Tool[],
    fixed: FixedTask | undefined,
  ) {
    this.#options = options;
    this.#engine = engine;
    this.#tools = tools;
    this.fixed = fixed;
    options.upstream.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      await this.#refreshTools();
      for (const c of this.#connections) await c.server.sendToolListChanged().catch(() => undefined);
    });
  }

  /** Lists the real server's tools and compiles (or formalizes) the task; throws SpecError for a bad spec. */
  static async create(options: McpProxyOptions): Promise<McpGuardProxy> {
    const engine = options.engine ?? (await PrologEngine.shared());
    const tools = registry(await listAllTools(options.upstream));
    const fixed = await resolveTask(options.task, tools, engine);
    return new McpGuardProxy(options, engine, tools, fixed);
  }

  /** The real server's tools as the guard sees them (hints from the server's annotations only). */
  get tools(): readonly Tool[] {
    return this.#tools;
  }

  /** A server for one client connection, with its own guarded session. */
  async openConnection(): Promise<{ server: Server; sessionId: string; close(): Promise<void> }> {
    const connection = await ProxyConnection.open(this, this.#options, this.#engine);
    this.#connections.add(connection);
    connection.server.onclose = () => {
      this.#connections.delete(connection);
      connection.closeSession();
    };
    return {
      server: connection.server,
      get sessionId() {
        return connection.sessionId;
      },
      close: () => connection.server.close(),
    };
  }

  /** Serves one client over stdio; resolves when the client disconnects. */
  async serveStdio(): Promise<void> {
    const { server } = await this.openConnection();
    const closed = new Promise<void>((resolve) => {
      const previous = server.onclose;
      server.onclose = () => {
        previous?.();
        resolve();
      };
    });
    const transport = new StdioServerTransport();
    // the SDK transport does not watch for end of input: a client that closes the pipe has gone
    process.stdin.once('end', () => void transport.close());
    await server.connect(transport);
    return closed;
  }

  /** Serves Streamable HTTP on `host:port` (default 127.0.0.1), one guarded session per MCP session. */
  serveHttp(options: McpHttpOptions): Promise<McpHttpEndpoint> {
    return serveMcpHttp(() => this.openConnection(), options);
  }

  /** Closes every client connection and the real server. */
  async close(): Promise<void> {
    for (const c of [...this.#connections]) await c.server.close().catch(() => undefined);
    await this.#options.upstream.close();
  }

  /** The `tools/list` answer: the server's own list (annotations untouched), plus declare_task in declared mode. */
  listResult(cursorGiven: boolean, upstream: ListToolsResult): ListToolsResult {
    if (this.#options.task.kind !== 'declared' || cursorGiven) return upstream;
    return {
      ...upstream,
      tools: [...upstream.tools, declareTaskTool(this.#options.task.formalize !== undefined)],
    };
  }

  /** New connections see the new tool list; open sessions keep theirs (new tools stay unknown to them). */
  async #refreshTools(): Promise<void> {
    this.#tools = registry(await listAllTools(this.#options.upstream));
  }
}

async function listAllTools(upstream: Client): Promise<McpTool[]> {
  const tools: McpTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const result = await upstream.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

/** Hints come from the server's annotations only: guessing from names is no basis for enforcement. */
function registry(tools: McpTool[]): Tool[] {
  return parseTools({ tools }, { format: 'mcp', inferHints: false, source: 'upstream tools/list' });
}
