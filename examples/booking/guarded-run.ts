// A guarded agent run of the booking app: the model proposes tool calls through the AI SDK; each
// call goes through a guard (createGuard, no RefineAct spec) whose extra check is the VeriSafe rule
// verifier; an approved call runs and is recorded, anything else returns the guard's feedback.
import { generateText, type LanguageModel, stepCountIs, tool } from 'ai';
import { z } from 'zod';
import type { ToolCall } from '../../src/core/types.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { createGuard } from '../../src/guard/index.ts';
import type { ReferenceDate } from '../../src/rules/values.ts';
import { RuleVerifier } from '../../src/rules/verifier.ts';
import { type Availability, BINDINGS, BookingApp, INSTRUCTION, RULES, STATES, TOOLS } from './app.ts';

export interface GuardedStep {
  call: ToolCall;
  verdict: Verdict;
  ran: boolean;
  result?: unknown;
}

export interface GuardedRun {
  steps: GuardedStep[];
  answer: string;
  final: Verdict;
  bookings: BookingApp['bookings'];
  roadmap: string;
}

export async function runGuardedBooking(options: {
  model: LanguageModel;
  availability: Availability;
  today: ReferenceDate;
  maxSteps?: number;
}): Promise<GuardedRun> {
  const app = new BookingApp(options.availability);
  const verifier = await RuleVerifier.create({
    states: STATES,
    rules: RULES,
    source: 'examples/booking/reserve-before-7.rules',
    tools: BINDINGS,
    referenceDate: options.today,
  });
  const guard = await createGuard({
    sessionId: 'booking',
    instruction: INSTRUCTION,
    tools: TOOLS,
    spec: null,
    checks: [verifier],
  });
  const steps: GuardedStep[] = [];
  const guarded = (name: string, inputSchema: z.ZodType<Record<string, unknown>>) =>
    tool({
      description: TOOLS.find((t) => t.name === name)?.description ?? name,
      inputSchema,
      execute: async (args: Record<string, unknown>) => {
        const outcome = await guard.run({ tool: name, args }, (decided) =>
          app.run({ tool: name, args: decided }),
        );
        const { call, verdict } = outcome.decision;
        if (!outcome.ran) {
          steps.push({ call, verdict, ran: false });
          return { ran: false, disposition: verdict.disposition, feedback: verdict.feedback };
        }
        steps.push({ call, verdict, ran: true, result: outcome.result });
        return { ran: true, result: outcome.result, roadmap: verifier.roadmap().text };
      },
    });
  const out = await generateText({
    model: options.model,
    system: 'You operate a restaurant booking app. Follow the roadmap the guard returns.',
    prompt: INSTRUCTION,
    tools: {
      search_restaurant: guarded('search_restaurant', z.object({ name: z.string() })),
      select_slot: guarded('select_slot', z.object({ date: z.string(), time: z.string() })),
      reserve: guarded('reserve', z.object({})),
    },
    stopWhen: stepCountIs(options.maxSteps ?? 12),
  });
  const final = guard.session.checkFinal(out.text);
  const roadmap = verifier.roadmap().text;
  guard.close();
  return { steps, answer: out.text, final, bookings: app.bookings, roadmap };
}
