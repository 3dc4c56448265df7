// The provenance room: where a call's values came from and where its data goes, as named
// mechanisms (mechanisms/), the evidence they read (evidence/), their words and thresholds
// (src/lexicon/provenance.ts), and the run (check.ts).
export { mostSevere, type ProvenanceDecider, provenanceDecider } from './check.ts';
export type { ProvenanceOptions, ProvenanceView, Ruling } from './context.ts';
export { titleHeadWritten } from './data-sources.ts';
export { lowInformation } from './evidence/copies.ts';
export { delegatesToData } from './evidence/delegation.ts';
export { type InjectionEvidence, injectionEvidence } from './evidence/injection.ts';
export { parseStructured, recordHoldsKey } from './evidence/record-fields.ts';
export type { DelegatedRequest } from './mechanisms/delegated-requests.ts';
export { recordIds } from './mechanisms/picks.ts';
export { DEFAULT_PROVENANCE_POLICY, type ProvenanceAction, type ProvenancePolicy } from './policy.ts';
