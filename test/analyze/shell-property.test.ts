// Properties over generated spellings: however `rm -rf /` is quoted, flagged or wrapped, the
// analyzer sees the same deletion; quoted data never becomes a command; no input throws.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { loadShellAnalyzer } from '../../src/analyze/shell.ts';
import { assertHasFact, assertNoFact } from './helpers.ts';

const analyze = await loadShellAnalyzer();
const RM_ROOT = { kind: 'delete', recursive: true, force: true, targets: ['/'] };

/** One shell spelling of a literal piece of text. */
const quoted = (piece: string) =>
  fc.constantFrom(
    piece,
    `'${piece}'`,
    `"${piece}"`,
    [...piece].map((c) => `\\${c}`).join(''),
    `$'${[...piece].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}'`,
    `$'${[...piece].map((c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`).join('')}'`,
    `''${piece}""`,
  );

/** A word split at random points, each part quoted its own way (`r''m`, `"r"m`, `\r$'\x6d'`). */
const spelled = (word: string) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: Math.max(1, word.length - 1) }), { maxLength: word.length - 1 })
    .chain((cuts) => {
      const points = [0, ...cuts.filter((c) => c < word.length).sort((a, b) => a - b), word.length];
      const parts = points
        .slice(1)
        .map((end, i) => word.slice(points[i], end))
        .filter(Boolean);
      return fc.tuple(...parts.map(quoted)).map((qs) => qs.join(''));
    });

describe('shell analyzer properties', () => {
  it('any quote-splitting of `rm`, its flags and its target still yields `rm -rf /`', () => {
    fc.assert(
      fc.property(spelled('rm'), spelled('-rf'), spelled('/'), (name, flags, target) => {
        const input = `${name} ${flags} ${target}`;
        const a = analyze(input);
        assert.ok(a.views.includes('rm -rf /'), `${input}: ${JSON.stringify(a.views)}`);
        assertHasFact(a.facts, RM_ROOT, input);
      }),
      { numRuns: 300 },
    );
  });

  it('every spelling of the recursive and force options is one canonical view', () => {
    const flagSets = fc.constantFrom(
      ['-rf'],
      ['-fr'],
      ['-r', '-f'],
      ['-f', '-R'],
      ['--recursive', '--force'],
      ['--force', '-r'],
      ['-Rf'],
      ['-r', '--force'],
    );
    fc.assert(
      fc.property(flagSets, fc.boolean(), (flags, targetFirst) => {
        const input = targetFirst ? `rm / ${flags.join(' ')}` : `rm ${flags.join(' ')} /`;
        const a = analyze(input);
        assert.ok(a.views.includes('rm -rf /'), `${input}: ${JSON.stringify(a.views)}`);
        assertHasFact(a.facts, RM_ROOT, input);
      }),
    );
  });

  it('stacks of wrappers do not hide the command', () => {
    const wrapper = fc.constantFrom(
      (c: string) => `sudo ${c}`,
      (c: string) => `env FOO=1 ${c}`,
      (c: string) => `nice -n 5 ${c}`,
      (c: string) => `nohup ${c}`,
      (c: string) => `timeout 10 ${c}`,
      (c: string) => `command ${c}`,
      (c: string) => `bash -c ${shellSingleQuote(c)}`,
      (c: string) => `sh -c ${shellSingleQuote(c)}`,
      (c: string) => `eval ${shellSingleQuote(c)}`,
      (c: string) => `echo ${shellSingleQuote(c)} | sh`,
      (c: string) => `echo ${Buffer.from(c).toString('base64')} | base64 -d | bash`,
      (c: string) => `true && ${c}`,
      (c: string) => `true; (${c})`,
      (c: string) => `echo "$( ${c} )"`,
    );
    fc.assert(
      fc.property(fc.array(wrapper, { minLength: 1, maxLength: 4 }), (wrappers) => {
        const input = wrappers.reduce((cmd, wrap) => wrap(cmd), 'rm -fr /');
        const a = analyze(input);
        assertHasFact(a.facts, RM_ROOT, input);
        assert.deepEqual(
          a.problems.filter((p) => p.reason === 'parse_error'),
          [],
          input,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('single-quoted data given to echo never becomes a command', () => {
    const text = fc.string({ maxLength: 40 }).map((s) => s.replace(/'/g, ''));
    fc.assert(
      fc.property(text, (s) => {
        const input = `echo 'rm -rf / ${s}'`;
        const a = analyze(input);
        assertNoFact(a.facts, 'delete', input);
        assert.deepEqual(
          a.commands.map((c) => c.name),
          ['echo'],
          input,
        );
      }),
    );
  });

  it('never throws, whatever the input', () => {
    const alphabet = fc.constantFrom(...'rm -f/"\'$()`|&;\\{}<>\nx=*!#~'.split(''), '<<', '$(', '${', "$'");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
        const a = analyze(chars.join(''));
        assert.ok(Array.isArray(a.views) && Array.isArray(a.problems));
      }),
      { numRuns: 500 },
    );
  });
});

function shellSingleQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
