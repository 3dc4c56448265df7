// What the shell analyzer cannot finish is "not understood" (a problem), never silently cut:
// commands, syntax nodes, words of an expansion, xargs items, input length and characters lexed
// are counted (never timed), and text bash evaluates again (arithmetic, subscripts, prompts) is followed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadAnalyzers } from '../../src/analyze/index.ts';
import { loadShellAnalyzer, MAX_PARSE_CHARS, MAX_SHELL_INPUT } from '../../src/analyze/shell.ts';
import { assertHasFact } from './helpers.ts';

const analyze = await loadShellAnalyzer();
const analyzers = await loadAnalyzers();

const reasons = (source: string) => analyze(source).problems.map((p) => p.reason);

describe('budgets', () => {
  it('a dangerous command past the command budget is not waved through', () => {
    for (const filler of ['true;', ':;', 'echo hi;', 'ls -l | wc -l;']) {
      const a = analyze(`${filler.repeat(2100)}rm -rf /`);
      assert.ok(
        a.problems.some((p) => p.reason === 'too_many_commands'),
        `${filler}: ${JSON.stringify(a.problems.map((p) => p.reason))}`,
      );
    }
    // many commands in a pipeline count the same way
    assert.ok(reasons(`${'ls | '.repeat(2100)}cat`).includes('too_many_commands'));
    // assignments are not commands: under the budget, the command after them is analysed
    assertHasFact(analyze(`${'x=1; '.repeat(2100)}rm -rf /`).facts, { kind: 'delete', targets: ['/'] });
  });

  it('longer input than the budget is refused, with the head still viewed', () => {
    const a = analyze(`rm -rf / ; ${'#'.repeat(MAX_SHELL_INPUT)}`);
    assert.deepEqual(
      a.problems.map((p) => p.reason),
      ['too_long'],
    );
    assert.ok(a.views.some((v) => v.includes('rm -rf /')));
  });

  it('an expansion that yields more words than are analysed is flagged', () => {
    assert.ok(reasons(`echo ${'{a,b}'.repeat(10)}`).includes('too_many_words'));
    assert.ok(reasons('rm -rf {1..500} /').includes('too_many_words'));
    assert.deepEqual(reasons('echo {a,b}{c,d}'), []);
  });

  it('xargs fed more items than are analysed is flagged', () => {
    const items = Array.from({ length: 80 }, (_, i) => `f${i}`).join(' ');
    assert.ok(reasons(`echo ${items} / | xargs rm -rf`).includes('too_many_values'));
  });

  it('deep nesting that would overflow the stack is caught, not thrown', () => {
    const a = analyze(`${'('.repeat(12000)}ls${')'.repeat(12000)}`);
    assert.ok(a.problems.length > 0);
  });

  it('input the lexer must re-read too often is cancelled and not understood', () => {
    // one heredoc line full of substitutions is lexed again for each of them (quadratic work)
    const heavy = `cat <<EOF\n${'$(date) '.repeat(4000)}\nEOF`;
    assert.ok(heavy.length < MAX_SHELL_INPUT);
    const first = reasons(heavy);
    assert.ok(first.includes('too_much_parsing'), JSON.stringify(first));
    // counted work, not time: the same input gets the same answer every time
    for (let i = 0; i < 3; i++) assert.deepEqual(reasons(heavy), first);
    // an ordinary script of about the same length is well inside the budget
    const ordinary = Array.from(
      { length: 300 },
      (_, i) => `cp "in/part${i}.txt" out/ && echo "copied ${i}"`,
    ).join('\n');
    assert.ok(ordinary.length > 10_000 && ordinary.length < MAX_SHELL_INPUT);
    assert.deepEqual(reasons(ordinary), []);
  });

  it('the parse budget is shared by every nested script of one input', () => {
    // each nested script alone is inside the budget; together they are not
    const nested = `eval 'cat <<EOF\n${'$(id) '.repeat(320)}\nEOF'`;
    assert.deepEqual(reasons(nested), []);
    const many = Array.from({ length: 4 }, () => nested).join('\n');
    assert.ok(reasons(many).includes('too_much_parsing'), JSON.stringify(reasons(many)));
    assert.ok(MAX_PARSE_CHARS >= MAX_SHELL_INPUT * 2, 'ordinary input reads each character about twice');
  });

  it('over-budget input after the cut still gets a verdict that is not approval', () => {
    // what follows the cut is never analysed, so the whole call is "not understood"
    const heavy = `cat <<EOF\n${'$(date) '.repeat(4000)}\nEOF\nrm -rf ~/work`;
    const a = analyzers.analyzeCall({ tool: 'terminal', args: { command: heavy } });
    assert.ok(
      a.findings.some((f) => f.code === 'unparseable_input'),
      JSON.stringify(a.findings),
    );
  });

  it('a command naming more words than are checked for sensitive locations is not understood', () => {
    const words = Array.from({ length: 1100 }, (_, i) => `part${i}/*`).join(' ');
    const a = analyzers.analyzeCall({ tool: 'terminal', args: { command: `cat ${words} ~/.ssh/id_rsa` } });
    assert.ok(
      a.findings.some((f) => f.code === 'unparseable_input' && f.data?.reason === 'too_many_values'),
      JSON.stringify(a.findings.map((f) => f.data?.reason)),
    );
    // under the budget the same key is found and no budget finding is made
    const b = analyzers.analyzeCall({ tool: 'terminal', args: { command: 'cat part1/* ~/.ssh/id_rsa' } });
    assert.deepEqual(b.findings, []);
    assert.ok(b.touches.some((t) => t.path === '~/.ssh/id_rsa'));
  });

  it('a 1 MB argument is decided (not understood)', () => {
    const MB = 1 << 20;
    for (const command of [
      'true;'.repeat(MB / 5),
      `echo ${'a'.repeat(MB)}`,
      `echo ${'"a"'.repeat(MB / 3)}`,
    ]) {
      const a = analyzers.analyzeCall({ tool: 'terminal', args: { command } });
      assert.ok(a.findings.some((f) => f.code === 'unparseable_input'));
    }
  });
});

describe('text bash evaluates again', () => {
  const evaluated = (source: string) => {
    const a = analyze(source);
    assert.ok(
      a.problems.some((p) => p.reason === 'dynamic_evaluated_text'),
      `${source}: ${JSON.stringify(a.problems)}`,
    );
    return a;
  };

  it('arithmetic on a variable whose value holds a subscript with a substitution', () => {
    for (const src of [
      "x='a[$(rm -rf ~)]'; echo $((x))",
      "n='arr[`rm -rf ~`]'; (( n > 1 ))",
      "v='z[$(rm -rf ~)]'; [[ $v -eq 0 ]]",
      "i='q[$(rm -rf ~)]'; let 'j = i + 1'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
      "k='a[$(rm -rf ~)]'; echo ${arr[k]}",
    ])
      assertHasFact(evaluated(src).facts, { kind: 'delete', targets: ['~'] }, src);
  });

  it('names given as text: read, printf -v, test -v, declare -i, unset', () => {
    for (const src of [
      "read 'a[$(rm -rf ~)]' < /dev/null",
      "printf -v 'a[$(rm -rf ~)]' %s x",
      "test -v 'a[$(rm -rf ~)]'",
      "[ -v 'b[$(rm -rf ~)]' ]",
      "[[ -v 'c[$(rm -rf ~)]' ]]",
      "declare -i n; n='a[$(rm -rf ~)]'",
      "unset 'a[$(rm -rf ~)]'",
    ])
      assertHasFact(evaluated(src).facts, { kind: 'delete', targets: ['~'] }, src);
  });

  it('prompt expansion and indirection', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
    assertHasFact(evaluated("p='$(rm -rf ~)'; echo ${p@P}").facts, { kind: 'delete' });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
    evaluated("n='a[$(rm -rf ~)]'; echo ${!n}");
  });

  it('data read at run time reaching arithmetic is not understood', () => {
    evaluated('read x; echo $((x + 1))');
    evaluated('x=$(cat input); echo $(( x * 2 ))');
    evaluated('echo $(( $(cat n.txt) + 1 ))');
  });

  it('substitutions inside arithmetic and subscripts are seen', () => {
    for (const src of [
      'echo $(( $(rm -rf /) ))',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
      'echo ${a[$(rm -rf /)]}',
      'a[$(rm -rf /)]=1',
      'b=( $(rm -rf /) )',
    ])
      assertHasFact(analyze(src).facts, { kind: 'delete', targets: ['/'] }, src);
  });

  it('commands sed runs (`e`, `s///e`) are analysed as commands', () => {
    assertHasFact(analyze("sed '3e rm -rf /srv' notes").facts, { kind: 'delete', targets: ['/srv'] });
    assertHasFact(analyze("sed -n 's/^/chmod 777 \\/etc /e' list").facts, {
      kind: 'permission',
      mode: '777',
    });
    assert.ok(reasons("printf 'id' | sed e").includes('dynamic_script_text'));
  });

  it('plain arithmetic stays understood', () => {
    for (const src of [
      'echo $((1 + 2))',
      'for ((i = 0; i < 3; i++)); do echo $i; done',
      'n=4; echo $((n * 2))',
    ])
      assert.deepEqual(reasons(src), [], src);
  });
});
