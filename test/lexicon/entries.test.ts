// The lexicon room (src/lexicon/) is where every word list and threshold the guard decides by
// lives, each saying what it decides. These tests hold the room to that: every exported entry
// carries a comment, every entry is reachable from the room's index, and no other room keeps an
// English word set of its own in the formalizer and tool-hint code the lexicon took over.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as lexicon from '../../src/lexicon/index.ts';

const ROOM = join(import.meta.dirname, '../../src/lexicon');
const files = readdirSync(ROOM).filter((f) => f.endsWith('.ts') && f !== 'index.ts');

/** Exported names of a lexicon file with whether a comment ends right above each. */
function entries(file: string): Array<{ name: string; documented: boolean }> {
  const lines = readFileSync(join(ROOM, file), 'utf8').split('\n');
  const out: Array<{ name: string; documented: boolean }> = [];
  for (const [i, line] of lines.entries()) {
    const m = /^export (?:const|function) (\w+)/.exec(line);
    if (!m) continue;
    const above = (lines[i - 1] ?? '').trim();
    out.push({ name: m[1]!, documented: above.endsWith('*/') || above.startsWith('//') });
  }
  return out;
}

/** Sets of the guard's own kinds (value kinds, tool kinds, schema types), not English words. */
const OWN_VOCABULARY = ['build.ts: SINK', 'roles.ts: STRUCTURAL', 'from-toolemu.ts: PARAM_TYPES'];

describe('lexicon', () => {
  it('documents every entry it exports', () => {
    const undocumented = files.flatMap((f) =>
      entries(f)
        .filter((e) => !e.documented)
        .map((e) => `${f}: ${e.name}`),
    );
    assert.deepEqual(undocumented, []);
  });

  it('exports every entry through its index', () => {
    const names = files.flatMap((f) => entries(f).map((e) => e.name));
    assert.ok(names.length > 150, `expected the whole lexicon, found ${names.length} entries`);
    const missing = names.filter((n) => !(n in lexicon));
    assert.deepEqual(missing, []);
  });

  it('leaves no English word set in the formalizer or the tool hints', () => {
    const dirs = ['../../src/formalize/offline', '../../src/tools'].map((d) => join(import.meta.dirname, d));
    const found: string[] = [];
    for (const dir of dirs) {
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) {
        const text = readFileSync(join(dir, f), 'utf8');
        // a set or list of plain lower-case words written out: `new Set(['get', 'give', …])` or `'a b c'.split(' ')`
        for (const m of text.matchAll(
          /^(?:export )?const (\w+)[^=]*= new Set\(\s*\[\s*'[a-z]+',\s*'[a-z]+'|^(?:export )?const (\w+)[^=]*= (?:new Set\()?\s*'[a-z]+ [a-z]+ [a-z]+/gm,
        )) {
          const entry = `${f}: ${m[1] ?? m[2]}`;
          if (!OWN_VOCABULARY.includes(entry)) found.push(entry);
        }
      }
    }
    assert.deepEqual(found, []);
  });
});
