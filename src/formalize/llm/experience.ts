// Experience-driven encoding (VeriSafe 5.1.2): specs accepted before are kept; the same
// instruction over the same toolkit reuses its spec without a model call, and similar past specs
// are shown to the model as examples. Stored text is re-checked before every use.

import type { Tool } from '../../core/index.ts';
import { canonicalHash } from '../../core/index.ts';
import type { PrologEngine } from '../../logic/index.ts';
import { printTerm } from '../../logic/index.ts';
import { type CheckedSpec, checkSpec, printSpec, userGoalTerm } from '../../spec/index.ts';
import type { ExperienceExample } from './prompts.ts';

export interface ExperienceEntry {
  /** `experienceKey(instruction, tools)` */
  key: string;
  instruction: string;
  toolkitHash: string;
  /** tool names of the toolkit, so entries can be matched to other toolkits */
  tools: string[];
  /** the accepted spec's Prolog text */
  text: string;
  /** the accepted spec's canonical hash */
  specHash: string;
}

export interface ExperienceStore {
  get(key: string): Promise<ExperienceEntry | undefined>;
  /** stores or replaces the entry with the same key */
  put(entry: ExperienceEntry): Promise<void>;
  entries(): Promise<readonly ExperienceEntry[]>;
}

export class MemoryExperienceStore implements ExperienceStore {
  readonly #entries = new Map<string, ExperienceEntry>();

  constructor(entries: Iterable<ExperienceEntry> = []) {
    for (const e of entries) this.#entries.set(e.key, e);
  }

  async get(key: string): Promise<ExperienceEntry | undefined> {
    return this.#entries.get(key);
  }

  async put(entry: ExperienceEntry): Promise<void> {
    this.#entries.delete(entry.key); // re-insert: most recent last
    this.#entries.set(entry.key, entry);
  }

  async entries(): Promise<readonly ExperienceEntry[]> {
    return [...this.#entries.values()];
  }
}

/** Hash of the tools' names and input schemas, independent of their order. */
export function toolkitHash(tools: readonly Tool[]): string {
  return canonicalHash(
    [...tools]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((t) => [t.name, t.inputSchema ?? null]),
  );
}

export function normalizeInstruction(instruction: string): string {
  return instruction.trim().replace(/\s+/g, ' ');
}

export function experienceKey(instruction: string, tools: readonly Tool[]): string {
  return canonicalHash({ instruction: normalizeInstruction(instruction), toolkit: toolkitHash(tools) });
}

export function experienceEntry(
  instruction: string,
  tools: readonly Tool[],
  checked: CheckedSpec,
): ExperienceEntry {
  return {
    key: experienceKey(instruction, tools),
    instruction: normalizeInstruction(instruction),
    toolkitHash: toolkitHash(tools),
    tools: tools.map((t) => t.name).sort(),
    text: checked.text,
    specHash: checked.hash,
  };
}

/** The stored spec for this instruction and toolkit, when it still passes every check. */
export async function recall(
  store: ExperienceStore,
  engine: PrologEngine,
  instruction: string,
  tools: readonly Tool[],
  acceptWarnings = false,
): Promise<CheckedSpec | undefined> {
  const entry = await store.get(experienceKey(instruction, tools));
  if (!entry || entry.toolkitHash !== toolkitHash(tools)) return undefined;
  const { checked, issues } = checkSpec(engine, entry.text, { toolkit: tools.map((t) => t.name) });
  return checked && (acceptWarnings || issues.length === 0) ? checked : undefined;
}

/**
 * Up to `limit` past specs whose instructions share the most words with this one (Jaccard over
 * word sets, at least `minSimilarity`), using only tools of the current toolkit; re-checked.
 */
export async function similarExamples(
  store: ExperienceStore,
  engine: PrologEngine,
  instruction: string,
  tools: readonly Tool[],
  limit: number,
  minSimilarity = 0.2,
): Promise<ExperienceExample[]> {
  if (limit <= 0) return [];
  const names = new Set(tools.map((t) => t.name));
  const words = wordSet(instruction);
  const key = experienceKey(instruction, tools);
  const ranked = (await store.entries())
    .filter((e) => e.key !== key && e.tools.every((t) => names.has(t)))
    .map((e, index) => ({ e, index, score: jaccard(words, wordSet(e.instruction)) }))
    .filter((r) => r.score >= minSimilarity)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const out: ExperienceExample[] = [];
  for (const { e } of ranked) {
    if (out.length >= limit) break;
    const { checked } = checkSpec(engine, e.text, { toolkit: names });
    if (!checked?.spec.intent) continue;
    const { intent, ...rest } = checked.spec;
    const plan = printSpec({ ...rest, clauses: [] }).trim();
    out.push({ instruction: e.instruction, goal: `${printTerm(userGoalTerm(intent))}.`, plan });
  }
  return out;
}

export function wordSet(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9@._-]+/g) ?? [])
      .map((w) => w.replace(/[._-]+$/, ''))
      .filter((w) => w.length > 1),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}
