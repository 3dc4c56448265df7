// The "runtime input" risky patterns are matched against (RefineAct 4.4): the tool name, every
// argument value and the canonical JSON of the arguments, lower-cased with whitespace collapsed.
// Analyzers add views of what the input *does* (e.g. `rm -rf /` for `bash -c "r''m -rf /"`).

import type { ToolCall } from '../core/index.ts';
import { canonicalJson, stringLeaves } from '../core/index.ts';

export function normalizeView(text: string): string {
  return ` ${text.toLowerCase().replace(/\s+/g, ' ').trim()} `;
}

export function inputViews(call: ToolCall, extra: readonly string[] = []): string[] {
  const views = new Set<string>();
  views.add(normalizeView(call.tool));
  for (const leaf of stringLeaves(call.args)) views.add(normalizeView(leaf));
  views.add(normalizeView(canonicalJson(call.args)));
  for (const v of extra) views.add(normalizeView(v));
  return [...views];
}
