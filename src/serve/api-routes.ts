// The JSON API: each route names its schemas (for parsing and for /openapi.json) and calls the
// session host. Unknown ids are 404, answers out of order 409; nothing changes on a refusal.
import type { z } from 'zod';
import {
  type ApprovalRow,
  type ApprovalState,
  decisionIdOf,
  parseDecisionId,
  redactApproval,
  type SessionDefinition,
  timelineFromEvents,
} from '../audit/index.ts';
import { mayRun } from '../core/index.ts';
import {
  AnswerRequest,
  ApprovalListResponse,
  ApprovalSchema,
  CreateSessionRequest,
  DecideRequest,
  DecideResponse,
  FinalRequest,
  OkResponse,
  ResultRequest,
  SessionListResponse,
  SessionResponse,
  TimelineResponse,
} from './api-schemas.ts';
import { ServiceError } from './service-error.ts';
import type { DecideAnswer, SessionHost } from './session-host.ts';

/** Longest ?wait= accepted (seconds): a long poll, not a parked connection. */
export const MAX_WAIT_SECONDS = 60;

export interface ApiContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  signal: AbortSignal;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** OpenAPI path, e.g. `/v1/sessions/{id}/decide` */
  path: string;
  summary: string;
  request?: z.ZodType;
  response: z.ZodType;
  /** query parameters, name → description */
  query?: Record<string, string>;
  status?: number;
  handle(host: SessionHost, ctx: ApiContext): Promise<unknown>;
}

const WAIT = { wait: `seconds to wait for a person's answer (0 to ${MAX_WAIT_SECONDS})` };

export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/sessions',
    summary: 'Start a guarded session (offline formalizer unless a spec is given)',
    request: CreateSessionRequest,
    response: SessionResponse,
    status: 201,
    handle: async (host, { body }) => {
      const input = CreateSessionRequest.parse(body);
      const definition = await host.create({
        instruction: input.instruction,
        tools: input.tools as never,
        ...(input.spec !== undefined ? { spec: input.spec } : {}),
        ...(input.agent !== undefined ? { agent: input.agent } : {}),
      });
      return sessionView(definition);
    },
  },
  {
    method: 'GET',
    path: '/v1/sessions',
    summary: 'Sessions, most recent activity first, with counts per disposition',
    response: SessionListResponse,
    handle: async (host) => ({ sessions: await host.store.listSessions() }),
  },
  {
    method: 'GET',
    path: '/v1/sessions/{id}',
    summary: 'A session and its timeline (arguments and results redacted)',
    response: TimelineResponse,
    handle: async (host, { params }) => {
      const definition = await host.definition(sessionIdParam(params.id));
      const entries = timelineFromEvents(await host.store.events(definition.id));
      return { session: sessionView(definition), entries };
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/{id}/decide',
    summary: 'Decide a proposed tool call; one that needs confirmation returns its approval id',
    request: DecideRequest,
    response: DecideResponse,
    query: WAIT,
    handle: async (host, { params, body, query, signal }) => {
      const call = DecideRequest.parse(body);
      const waitMs = waitParam(query);
      const sessionId = sessionIdParam(params.id);
      const answer = await host.decide(sessionId, {
        tool: call.tool,
        args: call.args,
        ...(call.id ? { id: call.id } : {}),
      });
      if (answer.approvalId === undefined || waitMs === 0) return decideView(answer);
      const approval = await host.waitForAnswer(sessionId, answer.seq, waitMs, signal);
      return decideView(answer, approval);
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/{id}/results',
    summary: 'Record what ran: the result of an allowed call, or its error',
    request: ResultRequest,
    response: OkResponse,
    handle: async (host, { params, body }) => {
      const input = ResultRequest.parse(body);
      const sessionId = sessionIdParam(params.id);
      const seq = decisionSeq(sessionId, input.decisionId);
      const duration = input.durationMs === undefined ? {} : { durationMs: input.durationMs };
      await host.report(
        sessionId,
        seq,
        input.error !== undefined
          ? { ran: false, error: input.error, ...duration }
          : { ran: true, ...(input.result === undefined ? {} : { result: input.result }), ...duration },
      );
      return { ok: true };
    },
  },
  {
    method: 'POST',
    path: '/v1/sessions/{id}/final',
    summary: "Check the agent's final answer for completeness",
    request: FinalRequest,
    response: DecideResponse,
    handle: async (host, { params, body }) =>
      decideView(await host.final(sessionIdParam(params.id), FinalRequest.parse(body).answer)),
  },
  {
    method: 'GET',
    path: '/v1/approvals',
    summary: 'Approvals (calls that need a person), oldest first',
    response: ApprovalListResponse,
    query: { state: 'pending | approved | denied (default: all)' },
    handle: async (host, { query }) => ({
      approvals: (await host.store.approvals(stateParam(query))).map(approvalView),
    }),
  },
  {
    method: 'GET',
    path: '/v1/approvals/{id}',
    summary: 'One approval; with ?wait=N, answered when a person decides or after N seconds',
    response: ApprovalSchema,
    query: WAIT,
    handle: async (host, { params, query, signal }) => {
      const { sessionId, seq } = approvalIdParam(params.id);
      return approvalView(await host.waitForAnswer(sessionId, seq, waitParam(query), signal));
    },
  },
  {
    method: 'POST',
    path: '/v1/approvals/{id}',
    summary: 'Approve or deny exactly this call',
    request: AnswerRequest,
    response: ApprovalSchema,
    handle: async (host, { params, body }) => {
      const input = AnswerRequest.parse(body);
      const { sessionId, seq } = approvalIdParam(params.id);
      if (!(await host.store.approval(sessionId, seq)))
        throw new ServiceError(404, `no approval ${params.id}`);
      return approvalView(await host.answer(sessionId, seq, input.approve, input.note));
    },
  },
];

export function sessionView(d: SessionDefinition): z.infer<typeof SessionResponse> {
  return {
    id: d.id,
    createdAt: d.createdAt,
    instruction: d.instruction,
    ...(d.agent ? { agent: d.agent } : {}),
    specHash: d.specHash,
    spec: d.specText,
    tools: d.tools.map((t) => t.name),
  };
}

function decideView(answer: DecideAnswer, approval?: ApprovalRow): z.infer<typeof DecideResponse> {
  const v = answer.verdict;
  const granted = approval?.state === 'approved';
  return {
    decisionId: answer.decisionId,
    disposition: v.disposition,
    ...(v.step !== undefined ? { step: v.step } : {}),
    findings: v.findings as never,
    feedback: answer.feedback,
    ...(v.confirmation ? { confirmation: v.confirmation as never } : {}),
    mayRun: v.disposition !== 'approved_with_constraints' ? mayRun(v, undefined) : granted,
    ...(answer.approvalId ? { approvalId: answer.approvalId } : {}),
    ...(approval ? { approval: approvalView(approval) } : {}),
  };
}

export function approvalView(row: ApprovalRow): z.infer<typeof ApprovalSchema> {
  const r = redactApproval(row);
  const id = decisionIdOf(r.sessionId, r.decisionSeq);
  return {
    id,
    sessionId: r.sessionId,
    decisionId: id,
    state: r.state,
    time: r.time,
    ...(r.answeredAt ? { answeredAt: r.answeredAt } : {}),
    ...(r.note ? { note: r.note } : {}),
    call: { tool: r.call.tool, args: r.call.args },
    reason: r.verdict.confirmation?.reason ?? r.verdict.feedback,
  };
}

export function sessionIdParam(id: string | undefined): string {
  if (!id || !/^[A-Za-z0-9_-]{1,100}$/.test(id))
    throw new ServiceError(404, `no session ${JSON.stringify(id ?? '')}`);
  return id;
}

export function approvalIdParam(id: string | undefined): { sessionId: string; seq: number } {
  const parsed = parseDecisionId(id ?? '');
  if (!parsed) throw new ServiceError(404, `no approval ${JSON.stringify(id ?? '')}`);
  return parsed;
}

function decisionSeq(sessionId: string, decisionId: string): number {
  const parsed = parseDecisionId(decisionId);
  if (!parsed || parsed.sessionId !== sessionId)
    throw new ServiceError(404, `no decision ${JSON.stringify(decisionId)} in session ${sessionId}`);
  return parsed.seq;
}

function waitParam(query: URLSearchParams): number {
  const raw = query.get('wait');
  if (raw === null) return 0;
  const n = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || n > MAX_WAIT_SECONDS)
    throw new ServiceError(400, `wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}`);
  return n * 1000;
}

function stateParam(query: URLSearchParams): ApprovalState | undefined {
  const raw = query.get('state');
  if (raw === null) return undefined;
  if (raw === 'pending' || raw === 'approved' || raw === 'denied') return raw;
  throw new ServiceError(400, 'state must be one of pending, approved, denied');
}
