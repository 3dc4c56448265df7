// Plans that cover the instruction: every part of the task that asks for an action gets a
// planned tool that does it, and a planned change brings the reads of its own object along
// ("reserve the hotel" implies looking the hotel up first).
import { verbClass } from '../../tools/index.ts';
import type { Clause } from './clauses.ts';
import { contentWords, stem } from './intent.ts';
import { objectNamedIn, stemClass, type ToolRole, verbMatches, verbRelated } from './roles.ts';

/** Most reads one planned change brings along. */
const IMPLIED_READS_PER_WRITE = 3;

function overlap(role: ToolRole, nouns: ReadonlySet<string>): number {
  return role.objects.filter((o) => nouns.has(o)).length;
}

/**
 * For each part whose asked-for verb no planned tool does, plan the tool that does it, the one
 * whose object the part names first; with one such tool, that one. Mutates `reads` / `writes`.
 */
export function coverClauses(
  clauses: readonly Clause[],
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: ToolRole[],
): void {
  for (const clause of clauses) {
    const partNouns = new Set(clause.nouns.map(stem));
    for (const verb of clause.verbs) {
      // what this verb acts on: the nouns up to the next asked verb ("invite Emily to the
      // repository and schedule a meeting": the meeting is scheduled, not the repository), or the
      // part's nouns when the verb has none of its own ("find the invoice and pay it")
      const own = clause.scopes.find((x) => x.verb === verb)?.nouns ?? [];
      const nouns = own.length > 0 ? new Set(own.map(stem)) : partNouns;
      const planned = [...reads, ...writes];
      const isRead = (verbClass(verb) ?? verbClass(stem(verb))) === 'read';
      const doing = planned.filter((r) => verbMatches(r, verb));
      if (doing.some((r) => r.objects.length === 0 || overlap(r, nouns) > 0)) continue;
      // a planned change of the same verb but another object ("create a file" while create_event
      // is planned) covers the part only when no tool acts on what the part names
      const actsOnPart = (r: ToolRole) => overlap(r, nouns) > 0;
      if (
        !isRead &&
        doing.length > 0 &&
        !roles.some((r) => !planned.includes(r) && !r.readOnly && actsOnPart(r))
      )
        continue;
      const byVerb = roles.filter(
        (r) =>
          !planned.includes(r) && (verbMatches(r, verb) || (isRead && r.readOnly && overlap(r, nouns) > 0)),
      );
      // failing the name, the description: a tool whose description uses the verb ("Make a
      // transaction to buy or sell an investment" for "invest")
      const v = stem(verb);
      // (a phrasal verb's own word counts there: "turn off" and "Turn a device on or off")
      const head = stem(clause.scopes.find((x) => x.verb === verb)?.head ?? verb);
      const byDescription = roles.filter(
        (r) =>
          !planned.includes(r) &&
          [v, head].some((w) => w.length > 2 && contentWords(r.tool.description ?? '').has(w)),
      );
      // failing both, a tool of a related verb that acts on what the part names ("create a file"
      // plans write_file: the lexicon lists write among create's synonyms, and the object is a file)
      const byRelated = roles.filter(
        (r) => !planned.includes(r) && !r.readOnly && overlap(r, nouns) > 0 && verbRelated(r, verb),
      );
      // failing all three, a verb the lexicon does not know ("leave comments", "give Rivera a door
      // code") asks for the tool that acts on what the verb acts on: the first of its own nouns
      // that some tool's object is, when exactly one tool that is not destructive acts on it and
      // that tool changes things ("sort out the ticket", with a ticket read and a ticket close,
      // names no action; a deletion or a payment always needs its verb)
      if (byVerb.length + byDescription.length + byRelated.length === 0) {
        const gentle = roles.filter(
          (r) =>
            !r.destructive &&
            stemClass(r.verb) !== 'destructive' &&
            !r.kinds.has('shell') &&
            !r.kinds.has('code'),
        );
        for (const noun of isRead || doing.length > 0 ? [] : own.map(stem)) {
          // (a read named by its object alone, `GetTicket` with a generic verb, keeps it as its verb)
          const acting = gentle.filter(
            (r) => objectNamedIn(r, new Set([noun])) || (r.verb === noun && stemClass(r.verb) === undefined),
          );
          if (acting.length === 0) continue;
          const only = acting[0]!;
          if (acting.length === 1 && !only.readOnly && !planned.includes(only)) writes.push(only);
          break;
        }
        continue;
      }
      // (a shell or code tool is never planned this way: what it runs is asked, not assumed)
      const candidates = byVerb.length > 0 ? byVerb : byDescription.length > 0 ? byDescription : byRelated;
      const scored = candidates
        .map((r) => ({ r, score: overlap(r, nouns) }))
        .sort((a, b) => b.score - a.score);
      const best = scored[0];
      if (!best || ((doing.length > 0 || clause.fromNoun) && best.score === 0)) continue;
      const chosen =
        best.score > 0
          ? scored.filter((s) => s.score === best.score).map((s) => s.r)
          : candidates.length === 1
            ? [best.r]
            : [];
      for (const r of chosen) (r.readOnly ? reads : writes).push(r);
    }
  }
}

/** Reads of the same object as a planned change (`get_hotel_reviews` for `reserve_hotel`). */
export function impliedReads(
  roles: readonly ToolRole[],
  reads: ToolRole[],
  writes: readonly ToolRole[],
  prefixes: ReadonlySet<string>,
): void {
  for (const w of writes) {
    const objects = new Set(w.objects.filter((o) => !prefixes.has(o) && o.length > 2));
    if (objects.size === 0) continue;
    const implied = roles.filter(
      (r) => r.readOnly && !reads.includes(r) && r.objects.some((o) => objects.has(o)),
    );
    reads.push(...implied.slice(0, IMPLIED_READS_PER_WRITE));
  }
}
