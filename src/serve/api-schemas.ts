// The service's HTTP API as zod schemas: requests are parsed with them and /openapi.json is
// generated from them, so the document cannot drift from what the server accepts.
import { z } from 'zod';

/** Every named schema of the API, in one registry: /openapi.json lists them as components. */
export const apiRegistry = z.registry<{ id: string; description?: string }>();

/** Longest instruction or final answer accepted (characters). */
export const MAX_TEXT_CHARS = 100_000;
/** Most tools a session may declare. */
export const MAX_TOOLS = 512;

const Name = z.string().min(1).max(200);

export const ToolSchema = z
  .object({
    name: Name,
    description: z.string().max(10_000).optional(),
    inputSchema: z.record(z.string(), z.unknown()).optional(),
    hints: z
      .object({
        readOnly: z.boolean().optional(),
        destructive: z.boolean().optional(),
        idempotent: z.boolean().optional(),
        openWorld: z.boolean().optional(),
      })
      .optional(),
    dataflow: z
      .object({
        sources: z.array(z.string().max(200)).max(100).optional(),
        sinks: z.array(z.string().max(200)).max(100).optional(),
      })
      .optional(),
    toolkit: z.string().max(200).optional(),
    sqlDialect: z.string().max(40).optional(),
  })
  .register(apiRegistry, {
    id: 'Tool',
    description: 'A tool the agent may call (MCP-style hints, optional dataflow labels).',
  });

export const CreateSessionRequest = z
  .object({
    instruction: z.string().min(1).max(MAX_TEXT_CHARS),
    tools: z.array(ToolSchema).min(1).max(MAX_TOOLS),
    spec: z
      .union([z.string().max(1_000_000), z.record(z.string(), z.unknown())])
      .optional()
      .describe('the spec to enforce (Prolog text or its JSON form); default: the offline formalizer'),
    agent: z.string().max(200).optional().describe('a label for the agent, shown on the pages'),
  })
  .register(apiRegistry, { id: 'CreateSessionRequest' });

export const SessionResponse = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    instruction: z.string(),
    agent: z.string().optional(),
    specHash: z.string(),
    spec: z.string().describe('the checked Prolog text the session enforces'),
    tools: z.array(z.string()),
  })
  .register(apiRegistry, { id: 'Session' });

export const DecideRequest = z
  .object({ tool: Name, args: z.record(z.string(), z.unknown()), id: z.string().max(200).optional() })
  .register(apiRegistry, { id: 'DecideRequest' });

const FindingSchema = z
  .object({ code: z.string(), message: z.string() })
  .catchall(z.unknown())
  .register(apiRegistry, { id: 'Finding' });

export const VerdictSchema = z
  .object({
    disposition: z.enum(['approved', 'approved_with_constraints', 'revision_required', 'rejected']),
    step: z.number().optional(),
    findings: z.array(FindingSchema),
    feedback: z.string(),
    confirmation: z
      .object({ call: z.unknown(), reason: z.string(), scope: z.unknown() })
      .catchall(z.unknown())
      .optional(),
  })
  .register(apiRegistry, { id: 'Verdict' });

export const ApprovalSchema = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    decisionId: z.string(),
    state: z.enum(['pending', 'approved', 'denied']),
    time: z.string(),
    answeredAt: z.string().optional(),
    note: z.string().optional(),
    call: z.object({ tool: z.string(), args: z.record(z.string(), z.unknown()) }).describe('redacted'),
    reason: z.string(),
  })
  .register(apiRegistry, { id: 'Approval' });

export const DecideResponse = z
  .object({
    decisionId: z.string(),
    disposition: VerdictSchema.shape.disposition,
    step: z.number().optional(),
    findings: z.array(FindingSchema),
    feedback: z.string().describe('what the agent should read (after a refusal, with the attempt count)'),
    confirmation: VerdictSchema.shape.confirmation,
    mayRun: z.boolean().describe('whether the agent may run the call now'),
    approvalId: z.string().optional(),
    approval: ApprovalSchema.optional().describe('with ?wait=N: the approval after waiting'),
  })
  .register(apiRegistry, { id: 'DecideResponse' });

export const ResultRequest = z
  .object({
    decisionId: z.string().max(200),
    result: z.unknown().optional(),
    error: z.string().max(MAX_TEXT_CHARS).optional().describe('the tool failed with this message'),
    durationMs: z.number().nonnegative().optional(),
  })
  .register(apiRegistry, { id: 'ResultRequest' });

export const FinalRequest = z
  .object({ answer: z.string().max(MAX_TEXT_CHARS) })
  .register(apiRegistry, { id: 'FinalRequest' });

export const AnswerRequest = z
  .object({ approve: z.boolean(), note: z.string().max(1000).optional() })
  .register(apiRegistry, { id: 'AnswerRequest' });

export const OkResponse = z.object({ ok: z.literal(true) }).register(apiRegistry, { id: 'Ok' });
export const ErrorResponse = z.object({ error: z.string() }).register(apiRegistry, { id: 'Error' });

export const SessionSummarySchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    instruction: z.string(),
    agent: z.string().optional(),
    counts: z.record(z.string(), z.number()),
    lastActivity: z.string(),
    events: z.number(),
  })
  .register(apiRegistry, { id: 'SessionSummary' });

export const SessionListResponse = z
  .object({ sessions: z.array(SessionSummarySchema) })
  .register(apiRegistry, { id: 'SessionList' });
export const ApprovalListResponse = z
  .object({ approvals: z.array(ApprovalSchema) })
  .register(apiRegistry, { id: 'ApprovalList' });
export const TimelineResponse = z
  .object({ session: SessionResponse, entries: z.array(z.record(z.string(), z.unknown())) })
  .register(apiRegistry, { id: 'Timeline' });
