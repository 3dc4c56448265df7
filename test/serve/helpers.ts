// Shared by the service tests: a task whose calls reach all four dispositions, a small HTTP
// client, and the in-process guard the service's verdicts are compared with.
import { request } from 'node:http';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { createGuard } from '../../src/guard/index.ts';

export const TOKEN = 'test-token-0123456789abcdef';

export const INSTRUCTION =
  'Move the invoices from invoices/2024-q3 into the archive folder; remove the scratch copy if there is one.';

export const TOOLS: Tool[] = [
  {
    name: 'list_files',
    description: 'List files in a folder',
    inputSchema: { type: 'object', properties: { folder: { type: 'string' } } },
  },
  {
    name: 'move_file',
    description: 'Move a file',
    inputSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } },
  },
  {
    name: 'delete_file',
    description: 'Delete a file',
    hints: { destructive: true },
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  },
  {
    name: 'run_command',
    description: 'Run a shell command',
    inputSchema: { type: 'object', properties: { command: { type: 'string' } } },
  },
];

export const SPEC = `user_goal(archive_invoices, [param(folder, 'invoices/2024-q3')], []).
refined_step(1, list_files, [folder('invoices/2024-q3')], true, invoices_listed, none).
refined_step(2, move_file, [], invoices_listed, invoices_archived, none).
risky_action(delete_file, '*', user_consent).
risky_action(run_command, 'rm -rf', reject).
`;

/** Moving before listing (revision), listing, a recursive delete (rejected), deleting the scratch copy (confirmation). */
export const CALLS: ToolCall[] = [
  { tool: 'move_file', args: { from: 'invoices/2024-q3/march.pdf', to: 'archive/march.pdf' } },
  { tool: 'list_files', args: { folder: 'invoices/2024-q3' } },
  { tool: 'run_command', args: { command: 'rm -rf ~/invoices' } },
  { tool: 'delete_file', args: { path: 'invoices/2024-q3/scratch.pdf' } },
  { tool: 'move_file', args: { from: 'invoices/2024-q3/march.pdf', to: 'archive/march.pdf' } },
];

export const resultOf = (call: ToolCall): unknown =>
  call.tool === 'list_files' ? ['march.pdf', 'scratch.pdf'] : `${call.tool}: ok`;

/** The verdicts the in-process guard gives for `calls` (confirmations granted, allowed calls run). */
export async function inProcessVerdicts(calls: readonly ToolCall[], spec = SPEC): Promise<Verdict[]> {
  const guard = await createGuard({ instruction: INSTRUCTION, tools: TOOLS, spec });
  const verdicts: Verdict[] = [];
  for (const call of calls) {
    const d = await guard.decide(call);
    verdicts.push(d.verdict);
    if (d.verdict.disposition === 'approved_with_constraints') await guard.confirm(d, true);
    if (guard.mayRun(d)) await guard.ran(d, resultOf(call));
    else await guard.refuse(d);
  }
  guard.session.close();
  return verdicts;
}

/** The parts of a verdict the API returns, for comparison (the session id inside a confirmation differs). */
export function comparable(v: {
  disposition: string;
  step?: number;
  findings: unknown[];
  confirmation?: unknown;
}) {
  const c = v.confirmation as { reason?: string; scope?: { tool?: string; argsHash?: string } } | undefined;
  return {
    disposition: v.disposition,
    step: v.step,
    codes: (v.findings as Array<{ code: string }>).map((f) => f.code),
    confirmation: c ? { reason: c.reason, tool: c.scope?.tool, argsHash: c.scope?.argsHash } : undefined,
  };
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read JSON replies field by field
  body: any;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request (node:http, so Host and Origin can be set freely). */
export function send(
  base: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    raw?: string | Buffer;
    headers?: Record<string, string>;
    token?: string | null;
  } = {},
): Promise<Reply> {
  const url = new URL(path, base);
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(payload !== undefined && options.raw === undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? TOKEN}` }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body, text, headers: res.headers });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // a refused oversized body may close the socket while we are still writing
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET')
        resolve({ status: 0, body: undefined, text: '', headers: {} });
      else reject(error);
    });
    if (payload !== undefined) req.end(payload);
    else req.end();
  });
}
