// The service a tool belongs to, read from the names of the tools loaded with it when no toolkit
// is declared. `AugustSmartLockCheckLockStatus` alone cannot tell whether "lock" is its verb or
// part of its service's name (its first verb is "lock", so it would look like a write); next to
// `AugustSmartLockUnlockDoor` it can: the two share the words `August Smart Lock` and then go on
// with two different verbs, so those words name the service and "check" is the verb.
//
// The rule is structural: a shared leading run of name words is a service prefix only when two
// tools continue it with two different words, one of them a known verb (`ParkControlGetApplication`
// and `ParkControlIssuePermit`: "issue" need not be a verb the lexicon knows), and a one-word prefix
// is not itself a known verb (`update_user` and `update_search_index` share their verb, not a
// service). A lone tool has one more structural cue: a word that names a service rather than
// something acted on (`SERVICE_HEAD_NOUNS`: "manager", "system", "desk", "hub"...) closes a
// service name when a known verb with an object follows it (`CargoShipManagerTrackParcel`,
// `PrintHubGetQueue`): the verb-looking words before the head modify it ("ship manager", "print
// hub"). A prefix holding a destructive verb is never cut off (`DeleteServiceListItems` stays a
// delete). Nothing else is guessed for a tool without a sibling; its first verb decides (which can
// only make a read look like a write).
import type { Tool } from '../core/index.ts';
import { inferHints, verbClassAsWritten } from './infer-hints.ts';

/**
 * Name comparisons spent looking for service prefixes in one tool list (counted work, so a
 * list of thousands of tools costs a bounded amount; past it, no more prefixes are found).
 */
export const MAX_PREFIX_COMPARISONS = 200_000;

/**
 * Nouns that name a service, a system or a place of work rather than a thing a tool acts on. What
 * it decides: in a lone tool's name, a known verb before one of these words, followed by another
 * known verb with an object, is part of the service's name (`RecordDeskGetCalls` gets calls). A
 * word that is often what a tool acts on (box, gate, file, user, account) is not here.
 */
export const SERVICE_HEAD_NOUNS: ReadonlySet<string> = new Set(
  (
    'manager system hub desk control center centre console portal station service platform bot ' +
    'assistant server api app engine'
  ).split(' '),
);

/**
 * The service-name length a lone name shows by a head noun (0 when none): the first head noun
 * after a verb-looking word, followed by a known verb and at least one more word.
 */
function headNounPrefixLength(words: readonly string[]): number {
  for (let j = 1; j + 2 < words.length; j++) {
    if (!SERVICE_HEAD_NOUNS.has(words[j]!) || verbClassAsWritten(words[j + 1]!) === undefined) continue;
    // (the head itself may be the verb-looking word: "control" of `ParkControlSearchPermits`)
    const before = words.slice(0, j + 1).map((w) => verbClassAsWritten(w));
    if (before.includes('destructive') || !before.some((c) => c !== undefined)) return 0;
    return j + 1;
  }
  return 0;
}

/** The words of a name (as `nameWords` splits it) with where each starts: `AugustSmartLockCheck` → August@0, Smart@6, … */
function splitName(name: string): Array<{ word: string; start: number }> {
  const out: Array<{ word: string; start: number }> = [];
  for (const m of name.matchAll(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z0-9]+|[A-Z]+[0-9]*/g))
    out.push({ word: m[0].toLowerCase(), start: m.index ?? 0 });
  return out;
}

/**
 * For each name, how many leading words name its service (0 when no sibling shows it), by the
 * rule above. Longer shared prefixes win (`GoogleHomeSearchDevices` next to `GoogleHomeSetTimer`
 * and `GoogleSearchWeb`: `Google Home`).
 */
export function servicePrefixLengths(names: readonly string[]): number[] {
  const words = names.map((n) => splitName(n).map((w) => w.word));
  const lengths = names.map(() => 0);
  const byFirst = new Map<string, number[]>();
  for (const [i, w] of words.entries()) {
    if (w.length < 2) continue;
    byFirst.set(w[0]!, [...(byFirst.get(w[0]!) ?? []), i]);
  }
  let budget = MAX_PREFIX_COMPARISONS;
  pairs: for (const group of byFirst.values())
    for (let a = 0; a < group.length; a++)
      for (let b = a + 1; b < group.length; b++) {
        if (--budget < 0) break pairs;
        const x = words[group[a]!]!;
        const y = words[group[b]!]!;
        let p = 0;
        while (p < x.length && p < y.length && x[p] === y[p]) p++;
        if (p === 0 || p >= x.length || p >= y.length || x[p] === y[p]) continue;
        // one of them goes on with a known verb, and a one-word prefix is not itself a verb
        // (`update_user`, `update_search_index`: "update" is the tools' verb, not a service)
        if (verbClassAsWritten(x[p]!) === undefined && verbClassAsWritten(y[p]!) === undefined) continue;
        if (p === 1 && verbClassAsWritten(x[0]!) !== undefined) continue;
        lengths[group[a]!] = Math.max(lengths[group[a]!]!, p);
        lengths[group[b]!] = Math.max(lengths[group[b]!]!, p);
      }
  for (const [i, w] of words.entries()) if (lengths[i] === 0) lengths[i] = headNounPrefixLength(w);
  return lengths;
}

/**
 * Tools without a declared toolkit get the service prefix their siblings show as `toolkit`, and
 * hints they had only by inference are inferred again from the name without it. Declared hints
 * and declared toolkits are never changed.
 */
export function withServicePrefixes(tools: Tool[], inferHintsOn: boolean): Tool[] {
  // a server's namespace, as MCP clients write it (`postroom__shred_item`, `mcp__files__read`):
  // what stands before the last double underscore is the service, whatever the siblings show
  for (const tool of tools) {
    const at = tool.name.lastIndexOf(NAMESPACE_SEPARATOR);
    if (tool.toolkit !== undefined || at <= 0 || !/[A-Za-z]/.test(tool.name.slice(at + 2))) continue;
    withToolkit(tool, at + NAMESPACE_SEPARATOR.length, inferHintsOn);
  }
  const lengths = servicePrefixLengths(tools.map((t) => t.name));
  for (const [i, tool] of tools.entries()) {
    const p = lengths[i]!;
    if (p === 0 || tool.toolkit !== undefined) continue;
    withToolkit(tool, splitName(tool.name)[p]!.start, inferHintsOn);
  }
  return tools;
}

/** The separator MCP clients put between a server's name and its tool's (`server__tool`). */
export const NAMESPACE_SEPARATOR = '__';

/** The name up to `cut` is the tool's service; hints it had only by inference are inferred again from the rest. */
function withToolkit(tool: Tool, cut: number, inferHintsOn: boolean): void {
  tool.toolkit = tool.name.slice(0, cut).replace(/[^A-Za-z0-9]+$/, '');
  if (!inferHintsOn || (tool.hints !== undefined && tool.hintsInferred !== true)) return;
  const guessed = inferHints(tool.name.slice(cut), tool.description);
  if (guessed === undefined) {
    delete tool.hints;
    delete tool.hintsInferred;
  } else {
    tool.hints = guessed;
    tool.hintsInferred = true;
  }
}
