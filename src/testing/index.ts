// Test doubles are part of the product: the same scripted model, scripted agent and in-memory
// audit store intentguard tests itself with, for testing your own guards without a network.

export { type ScriptedStep, scriptedProposer } from '../agent/index.ts';
export { MemoryAuditStore } from '../audit/index.ts';
export { scriptedModel } from '../formalize/llm/index.ts';
