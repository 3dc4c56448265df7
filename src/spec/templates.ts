// repeat_consent patterns derived from parameterised command templates (RefineAct 4.3):
// a step parameter like command('rm <identified_files>') makes every `rm …` call need consent.
import type { PrologTerm } from '../logic/index.ts';
import type { RiskyAction, Spec } from './model.ts';

const PLACEHOLDER = /<[^<>]+>/;

/** Template texts (atoms/strings with a `<placeholder>`) anywhere in a step's parameters. */
export function templateTexts(params: PrologTerm[]): string[] {
  const out: string[] = [];
  const walk = (t: PrologTerm, depth: number): void => {
    if (depth > 50) return;
    if ((t.type === 'atom' && PLACEHOLDER.test(t.name)) || (t.type === 'str' && PLACEHOLDER.test(t.value)))
      out.push(t.type === 'atom' ? t.name : t.value);
    else if (t.type === 'compound') for (const a of t.args) walk(a, depth + 1);
    else if (t.type === 'list') for (const a of t.items) walk(a, depth + 1);
  };
  for (const p of params) walk(p, 0);
  return out;
}

/** The fixed prefix of a template, up to its first placeholder, with a word boundary kept. */
export function templatePrefix(template: string): string | undefined {
  const at = template.search(PLACEHOLDER);
  const prefix = template.slice(0, at).replace(/\s+/g, ' ').trimStart();
  if (prefix.trim() === '') return undefined;
  // keep one trailing space when the template had one, so 'rm ' does not match 'rmdir'
  return /\s$/.test(prefix) ? `${prefix.trimEnd()} ` : prefix;
}

/** Derived repeat_consent risks for every template step, unless the spec already has that pattern. */
export function deriveRepeatConsent(spec: Spec): RiskyAction[] {
  const out: RiskyAction[] = [];
  const seen = new Set(spec.risks.map((r) => `${r.action}\u0000${r.pattern.toLowerCase()}`));
  for (const step of spec.steps) {
    for (const template of templateTexts(step.params)) {
      const pattern = templatePrefix(template);
      if (!pattern) continue;
      const key = `${step.action}\u0000${pattern.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ action: step.action, pattern, disposition: 'repeat_consent', derived: true });
    }
  }
  return out;
}
