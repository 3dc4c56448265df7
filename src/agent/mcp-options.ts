// The MCP proxy's startup options: the guard options every connection's guard is made with, and
// the proxy's own (the real server, where the task comes from, logging).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { GuardOptions } from '../guard/index.ts';
import type { GuardCheck } from '../verify/index.ts';
import type { McpTask } from './mcp-task.ts';

/**
 * The guard options every connection's guard is made with (provenance policy, trusted values,
 * mode, audit, checks, ...): the task's instruction, tools and spec come from `task` and the server.
 */
export interface McpProxyOptions
  extends Omit<GuardOptions, 'instruction' | 'tools' | 'spec' | 'formalize' | 'sessionId' | 'confirmer'> {
  /** a connected client to the real server (see `connectUpstream`) */
  upstream: Client;
  task: McpTask;
  /** the guard session id of each client connection (default `mcp-<uuid>`) */
  newSessionId?: () => string;
  /** checks with per-session state (a policy monitor), made anew for every client connection */
  sessionChecks?: () => GuardCheck[];
  /** one line per decision (the CLI writes these to stderr; stdout carries the protocol) */
  log?: (line: string) => void;
}
