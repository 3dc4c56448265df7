// The intent encoder (VeriSafe §5.1): an LLM translates the instruction into rules over the
// developer-defined states. Self-corrective: the parser/type checker and a decode-back semantic
// check (a decoder model describes the rules, a checker model compares that with the
// instruction) feed their findings back, at most `maxRetries` times. Experience-driven: past
// successful encodings of the app guide the prompt. Optionally a majority vote over N encodings.
import type { LanguageModel, ModelMessage } from 'ai';
import type { LocatedIssue } from '../core/index.ts';
import { importPeer, RulesError } from '../core/index.ts';
import {
  checkerPrompt,
  decoderPrompt,
  encoderSystem,
  semanticFeedback,
  syntaxFeedback,
} from './encoder-prompts.ts';
import type { Candidates, ExperienceCache } from './experience.ts';
import { printRules } from './printer.ts';
import { checkRulesText } from './type-check.ts';
import type { CheckedSpec, StateDefinition } from './types.ts';
import type { ReferenceDate } from './values.ts';

export interface EncodeOptions {
  model: LanguageModel;
  instruction: string;
  states: readonly StateDefinition[];
  /** what `Today` stands for while type checking */
  referenceDate: ReferenceDate;
  /** describes the rules back in words (default: `model`) */
  decoder?: LanguageModel;
  /** compares the description with the instruction (default: `model`) */
  checker?: LanguageModel;
  /** decode-back semantic check (default true) */
  semanticCheck?: boolean;
  /** corrections after the first draft (default 3) */
  maxRetries?: number;
  /** independent encodings; the most frequent result wins (default 1) */
  votes?: number;
  /** experience cache and the app it is kept for */
  experience?: { cache: ExperienceCache; app: string };
}

export interface EncodeAttempt {
  text: string;
  issues: LocatedIssue[];
  decoded?: string;
  semantic?: { consistent: boolean; problems: string };
}

export interface EncodeResult {
  text: string;
  checked: CheckedSpec;
  /** every draft of the encoding that won (of every encoding when voting failed) */
  attempts: EncodeAttempt[];
  fromCache: boolean;
  /** with `votes > 1`: each distinct result and how many encodings produced it */
  tally?: Array<{ rules: string; count: number }>;
}

export async function encodeIntent(options: EncodeOptions): Promise<EncodeResult> {
  const { experience } = options;
  if (experience) {
    const cached = experience.cache.lookup(experience.app, options.instruction);
    const checked = cached && checkRulesText(cached.rules, options.states, options.referenceDate).checked;
    if (cached && checked) return { text: cached.rules, checked, attempts: [], fromCache: true };
  }
  const candidates = experience?.cache.candidates(experience.app, options.instruction);
  const votes = Math.max(1, options.votes ?? 1);
  const runs: Array<{ result?: { text: string; checked: CheckedSpec }; attempts: EncodeAttempt[] }> = [];
  for (let i = 0; i < votes; i++) runs.push(await encodeOnce(options, candidates));
  const successes = runs.filter((r) => r.result);
  if (successes.length === 0) {
    const last = runs[runs.length - 1]!.attempts.at(-1);
    const issues: LocatedIssue[] = last?.issues.length
      ? last.issues
      : [{ code: 'semantic', message: last?.semantic?.problems ?? 'no usable encoding', line: 0, column: 0 }];
    throw new RulesError(
      issues,
      '<encoder>',
      `could not encode the instruction in ${1 + (options.maxRetries ?? 3)} attempt(s)${votes > 1 ? ` × ${votes} votes` : ''}: ${issues[0]!.message}`,
    );
  }
  const tally = new Map<string, { count: number; run: (typeof runs)[number] }>();
  for (const run of successes) {
    const key = printRules(withoutLabels(run.result!.checked));
    const entry = tally.get(key);
    if (entry) entry.count += 1;
    else tally.set(key, { count: 1, run });
  }
  let winner = [...tally.values()][0]!;
  for (const entry of tally.values()) if (entry.count > winner.count) winner = entry;
  const { text, checked } = winner.run.result!;
  if (experience) experience.cache.add(experience.app, options.instruction, checked);
  const result: EncodeResult = { text, checked, attempts: winner.run.attempts, fromCache: false };
  if (votes > 1) result.tally = [...tally].map(([rules, e]) => ({ rules, count: e.count }));
  return result;
}

async function encodeOnce(
  options: EncodeOptions,
  candidates: Candidates | undefined,
): Promise<{ result?: { text: string; checked: CheckedSpec }; attempts: EncodeAttempt[] }> {
  const attempts: EncodeAttempt[] = [];
  const messages: ModelMessage[] = [{ role: 'user', content: options.instruction }];
  const system = encoderSystem(options.states, candidates);
  const maxAttempts = 1 + Math.max(0, options.maxRetries ?? 3);
  const { generateText } = await importPeer('ai', 'the LLM rule encoder', () => import('ai')); // loaded on first use, not by importing intentguard
  for (let i = 0; i < maxAttempts; i++) {
    const { text: answer } = await generateText({ model: options.model, system, messages });
    const text = rulesText(answer);
    messages.push({ role: 'assistant', content: answer });
    const { checked, issues } = checkRulesText(text, options.states, options.referenceDate);
    const attempt: EncodeAttempt = { text, issues };
    attempts.push(attempt);
    if (!checked) {
      messages.push({
        role: 'user',
        content: syntaxFeedback(issues.filter((x) => x.severity !== 'warning')),
      });
      continue;
    }
    if (options.semanticCheck === false) return { result: { text, checked }, attempts };
    const decoded = await decode(options, text);
    attempt.decoded = decoded;
    attempt.semantic = await compare(options, decoded);
    if (attempt.semantic.consistent) return { result: { text, checked }, attempts };
    messages.push({ role: 'user', content: semanticFeedback(decoded, attempt.semantic.problems) });
  }
  return { attempts };
}

async function decode(options: EncodeOptions, rules: string): Promise<string> {
  const { system, prompt } = decoderPrompt(rules, options.states);
  const { generateText } = await importPeer('ai', 'the LLM rule encoder', () => import('ai'));
  const { text } = await generateText({ model: options.decoder ?? options.model, system, prompt });
  return text.trim();
}

async function compare(
  options: EncodeOptions,
  decoded: string,
): Promise<{ consistent: boolean; problems: string }> {
  const { system, prompt } = checkerPrompt(options.instruction, decoded);
  const { generateText } = await importPeer('ai', 'the LLM rule encoder', () => import('ai'));
  const { text } = await generateText({ model: options.checker ?? options.model, system, prompt });
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  try {
    const value = JSON.parse(json ?? '') as { consistent?: unknown; problems?: unknown };
    if (typeof value.consistent === 'boolean')
      return {
        consistent: value.consistent,
        problems: typeof value.problems === 'string' ? value.problems : '',
      };
  } catch {
    // an unreadable answer is not a confirmation
  }
  return { consistent: false, problems: `the checker's answer could not be read: ${text.slice(0, 200)}` };
}

/** The rules in a model's answer: the first fenced block if there is one, else the whole text. */
export function rulesText(answer: string): string {
  const fenced = /```[a-zA-Z]*\n([\s\S]*?)```/.exec(answer);
  return (fenced ? fenced[1]! : answer).trim();
}

function withoutLabels(checked: CheckedSpec) {
  return { rules: checked.spec.rules.map(({ label: _label, ...rule }) => rule) };
}
