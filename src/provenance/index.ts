// The provenance room: where a call's values came from and where its data goes, as named
// mechanisms (mechanisms/), their words and thresholds (lexicon.ts), and the run (check.ts).
export { mostSevere, type ProvenanceDecider, provenanceDecider } from './check.ts';
export type { ProvenanceOptions, ProvenanceView, Ruling } from './context.ts';
export { DEFAULT_PROVENANCE_POLICY, type ProvenanceAction, type ProvenancePolicy } from './policy.ts';
