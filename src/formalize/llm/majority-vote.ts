// Majority at N (VeriSafe 6): the spec whose canonical hash occurs most often wins; a tie goes to
// the spec that appeared first, so equal model answers always give the same winner.
import type { CheckedSpec } from '../../spec/index.ts';
import type { Vote } from './types.ts';

export interface Ballot {
  sample: number;
  checked: CheckedSpec;
}

export function majorityVote(ballots: readonly Ballot[]): { winner: CheckedSpec; votes: Vote[] } | undefined {
  const tally = new Map<string, Vote & { checked: CheckedSpec }>();
  for (const b of [...ballots].sort((x, y) => x.sample - y.sample)) {
    const entry = tally.get(b.checked.hash);
    if (entry) entry.count += 1;
    else
      tally.set(b.checked.hash, {
        hash: b.checked.hash,
        count: 1,
        firstSample: b.sample,
        checked: b.checked,
      });
  }
  const ranked = [...tally.values()].sort((a, b) => b.count - a.count || a.firstSample - b.firstSample);
  const top = ranked[0];
  if (!top) return undefined;
  return {
    winner: top.checked,
    votes: ranked.map(({ hash, count, firstSample }) => ({ hash, count, firstSample })),
  };
}
