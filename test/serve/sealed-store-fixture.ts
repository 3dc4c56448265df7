// A task whose calls carry secrets (a password in a URL, an API key, a .pgpass line in a result),
// played through a SessionHost, and the in-process guard's verdicts for the same calls.

import type { Tool, ToolCall } from '../../src/core/types.ts';
import { createGuard } from '../../src/guard/index.ts';
import type { SessionHost } from '../../src/serve/session-host.ts';
import { comparable } from './helpers.ts';

/** Every secret below; none may appear in clear in a store. */
export const SECRETS = ['Wint3r-Harbor-77', 'k7Fq2LmZp9Xw4RtB5cYd', 'Qv9-lantern-Orbit'];

/** The instruction carries a secret too (a user pasting a credentialed URL). */
export const SECRET_INSTRUCTION =
  'Pull the nightly package feed from https://deploy:Wint3r-Harbor-77@pkg.example.net/nightly/feed.json, read my database login file, and post the billing totals to the reporting API.';

export const SECRET_TOOLS: Tool[] = [
  {
    name: 'fetch_url',
    description: 'Download a URL',
    inputSchema: { type: 'object', properties: { url: { type: 'string' } } },
  },
  {
    name: 'read_file',
    description: 'Read a text file',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  },
  {
    name: 'post_report',
    description: 'Send a report to an HTTP API',
    inputSchema: {
      type: 'object',
      properties: { endpoint: { type: 'string' }, api_key: { type: 'string' }, body: { type: 'string' } },
    },
  },
];

export const SECRET_SPEC = `user_goal(post_totals, [param(host, 'pkg.example.net')], []).
refined_step(1, fetch_url, [], true, feed_fetched, none).
refined_step(2, read_file, [], true, login_read, none).
refined_step(3, post_report, [], feed_fetched, totals_posted, none).
`;

export const SECRET_CALLS: ToolCall[] = [
  { tool: 'fetch_url', args: { url: 'https://deploy:Wint3r-Harbor-77@pkg.example.net/nightly/feed.json' } },
  { tool: 'read_file', args: { path: '/home/ana/.pgpass' } },
  {
    tool: 'post_report',
    args: {
      endpoint: 'https://reports.example.net/v2/totals',
      api_key: 'k7Fq2LmZp9Xw4RtB5cYd',
      body: 'totals',
    },
  },
  // after the rebuild: the next call, decided by another instance
  {
    tool: 'post_report',
    args: {
      endpoint: 'https://reports.example.net/v2/totals',
      api_key: 'k7Fq2LmZp9Xw4RtB5cYd',
      body: 'again',
    },
  },
];

export function secretResult(call: ToolCall): unknown {
  switch (call.tool) {
    case 'fetch_url':
      return { packages: 3, source: 'https://deploy:Wint3r-Harbor-77@pkg.example.net/nightly/feed.json' };
    case 'read_file':
      return '# ~/.pgpass\ndb.internal:5432:billing:report_user:Qv9-lantern-Orbit\n';
    default:
      return `accepted with key k7Fq2LmZp9Xw4RtB5cYd`;
  }
}

/** Plays `calls` through `host` (confirmations granted, allowed calls run); the comparable verdicts. */
export async function playThroughHost(
  host: SessionHost,
  sessionId: string,
  calls: readonly ToolCall[],
): Promise<Array<ReturnType<typeof comparable>>> {
  const out: Array<ReturnType<typeof comparable>> = [];
  for (const call of calls) {
    const answer = await host.decide(sessionId, call);
    out.push(comparable(answer.verdict));
    const { disposition } = answer.verdict;
    if (disposition === 'approved_with_constraints') await host.answer(sessionId, answer.seq, true);
    if (disposition === 'approved' || disposition === 'approved_with_constraints')
      await host.report(sessionId, answer.seq, { ran: true, result: secretResult(call) });
  }
  return out;
}

/** The in-process guard's verdicts for the same calls. */
export async function inProcessSecretVerdicts(): Promise<Array<ReturnType<typeof comparable>>> {
  const guard = await createGuard({
    instruction: SECRET_INSTRUCTION,
    tools: SECRET_TOOLS,
    spec: SECRET_SPEC,
  });
  const out: Array<ReturnType<typeof comparable>> = [];
  for (const call of SECRET_CALLS) {
    const d = await guard.decide(call);
    out.push(comparable(d.verdict));
    if (d.verdict.disposition === 'approved_with_constraints') await guard.confirm(d, true);
    if (guard.mayRun(d)) await guard.ran(d, secretResult(call));
    else await guard.refuse(d);
  }
  guard.session.close();
  return out;
}
