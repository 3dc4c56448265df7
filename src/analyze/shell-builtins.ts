// Builtins that take variable names or arithmetic as text (`read`, `printf -v`, `test -v`,
// `unset`, `let`, `mapfile -C`): what bash evaluates in them is handed to the walker.
import type { RunContext, RunnerHooks } from './shell-model.ts';
import type { Word } from './shell-words.ts';

/**
 * Builtins that take variable names or arithmetic as text: bash evaluates a subscript
 * (`read 'a[$(cmd)]'`, `printf -v`, `test -v`) and `let` arithmetic once more, running any
 * command substitution inside; names they assign hold data the guard cannot see.
 */
export function namedVariables(
  name: string,
  args: Word[],
  ctx: RunContext,
  hooks: RunnerHooks,
  nested: (words: Word[], label: string) => unknown,
): void {
  const label = name;
  const texts = args.map((a) => a.text);
  const evaluate = (w: Word | undefined, mode: 'arith' | 'name') => {
    if (w) hooks.evaluate(w, mode, ctx.via, label);
  };
  const assigned = (w: Word | undefined) => {
    if (!w) return;
    evaluate(w, 'name');
    hooks.taint(w.text.replace(/\[.*$/, ''));
  };
  switch (name) {
    case 'let':
      for (const a of args) evaluate(a, 'arith');
      return;
    case 'test':
    case '[':
      texts.forEach((t, i) => {
        if (t === '-v') evaluate(args[i + 1], 'name');
      });
      return;
    case 'unset':
      for (const a of args) if (!a.text.startsWith('-')) evaluate(a, 'name');
      return;
    case 'printf':
      if (texts[0] === '-v') assigned(args[1]);
      else if (texts[0]?.startsWith('-v')) assigned({ ...args[0]!, text: texts[0].slice(2) });
      return;
    case 'getopts':
      assigned(args.filter((a) => !a.text.startsWith('-'))[1]);
      return;
  }
  // read / mapfile / readarray: options, then the names
  const valued = name === 'read' ? 'dinNptu' : 'dnOsuCc';
  for (let i = 0; i < args.length; i++) {
    const t = texts[i]!;
    if (t.startsWith('-') && t.length > 1) {
      for (let k = 1; k < t.length; k++) {
        const c = t[k]!;
        const attached = k + 1 < t.length ? t.slice(k + 1) : undefined;
        if (c === 'a' && name === 'read') {
          assigned(attached === undefined ? args[++i] : { ...args[i]!, text: attached });
          break;
        }
        if (valued.includes(c)) {
          const value = attached === undefined ? args[++i] : { ...args[i]!, text: attached };
          // `mapfile -C CALLBACK` runs CALLBACK as code for every few lines read
          if (c === 'C' && value) nested([value], `${name} -C`);
          break;
        }
      }
      continue;
    }
    assigned(args[i]);
  }
}
