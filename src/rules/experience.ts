// Experience-driven encoding (VeriSafe §5.1.2): successful specifications cached per app, and
// candidate predicates retrieved from past encodings of similar instructions to narrow what the
// encoder has to choose from. Plain data: save it with `toJSON`, load it with `fromJSON`.
import { z } from 'zod';
import { InputError } from '../core/index.ts';
import { normalizeText } from './equivalence.ts';
import { printPredicate, printRules } from './printer.ts';
import type { CheckedSpec } from './types.ts';

export interface ExperienceEntry {
  app: string;
  instruction: string;
  rules: string;
  /** the predicates of the rules, printed */
  predicates: string[];
  /** the states the rules use */
  states: string[];
}

export interface Candidates {
  /** past entries of the app, most similar instruction first */
  examples: ExperienceEntry[];
  predicates: string[];
  states: string[];
}

const entrySchema = z.array(
  z.object({
    app: z.string(),
    instruction: z.string(),
    rules: z.string(),
    predicates: z.array(z.string()),
    states: z.array(z.string()),
  }),
);

export class ExperienceCache {
  readonly #entries: ExperienceEntry[];

  constructor(entries: ExperienceEntry[] = []) {
    this.#entries = [...entries];
  }

  static fromJSON(value: unknown): ExperienceCache {
    const parsed = entrySchema.safeParse(value);
    if (!parsed.success)
      throw new InputError(`experience cache: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return new ExperienceCache(parsed.data);
  }

  toJSON(): ExperienceEntry[] {
    return [...this.#entries];
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Remembers a specification that encoded `instruction` successfully (replacing an older one). */
  add(app: string, instruction: string, checked: CheckedSpec): void {
    const key = normalizeText(instruction);
    const at = this.#entries.findIndex((e) => e.app === app && normalizeText(e.instruction) === key);
    const predicates = checked.spec.rules.flatMap((r) =>
      r.predicates.filter((p) => p.kind === 'state').map((p) => printPredicate(p)),
    );
    const states = checked.spec.rules.flatMap((r) =>
      r.predicates.flatMap((p) => (p.kind === 'state' ? [p.name] : [])),
    );
    const entry = {
      app,
      instruction,
      rules: printRules(checked.spec),
      predicates: [...new Set(predicates)],
      states: [...new Set(states)],
    };
    if (at >= 0) this.#entries.splice(at, 1, entry);
    else this.#entries.push(entry);
  }

  /** The entry for the same instruction (after normalisation), if any. */
  lookup(app: string, instruction: string): ExperienceEntry | undefined {
    const key = normalizeText(instruction);
    return this.#entries.find((e) => e.app === app && normalizeText(e.instruction) === key);
  }

  /** Predicates and states of the `k` most similar past instructions of the app. */
  candidates(app: string, instruction: string, k = 3): Candidates {
    const words = tokens(instruction);
    const ranked = this.#entries
      .filter((e) => e.app === app)
      .map((e) => ({ e, score: jaccard(words, tokens(e.instruction)) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, k)
      .map((x) => x.e);
    return {
      examples: ranked,
      predicates: [...new Set(ranked.flatMap((e) => e.predicates))],
      states: [...new Set(ranked.flatMap((e) => e.states))],
    };
  }
}

function tokens(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .split(' ')
      .filter((t) => t.length > 1),
  );
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const shared = [...a].filter((t) => b.has(t)).length;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
