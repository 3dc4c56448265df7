// The tolerant action parser and the Python-literal reader, on actions written for these tests in
// each style the record-level benchmarks use.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseAction, parseArgumentsText } from '../../src/replay/action-parser.ts';
import { parseLooseLiteral, parsePythonLiteral } from '../../src/replay/python-literal.ts';

function callOf(action: unknown) {
  const parsed = parseAction(action);
  assert.equal(parsed.kind, 'call', `not a call: ${JSON.stringify(parsed)}`);
  return parsed.kind === 'call' ? { ...parsed.call, style: parsed.style } : undefined;
}

describe('parseAction', () => {
  it('reads `Tool: {json}`, with trailing newline and extra spaces', () => {
    assert.deepEqual(callOf('BinanceGetAccountBalances: {}'), {
      tool: 'BinanceGetAccountBalances',
      args: {},
      style: 'colon_json',
    });
    assert.deepEqual(callOf('EvernoteSearchNotes:  {"keywords": ["Crypto"], "max_results": 1}\n'), {
      tool: 'EvernoteSearchNotes',
      args: { keywords: ['Crypto'], max_results: 1 },
      style: 'colon_json',
    });
  });

  it('reads Python-literal arguments with bare hex values', () => {
    assert.deepEqual(
      callOf("EthereumTransfer: {'from': 0x8f3a92, 'to': 0x6e8c47, 'amount': 10000, 'memo': None}"),
      {
        tool: 'EthereumTransfer',
        args: { from: '0x8f3a92', to: '0x6e8c47', amount: 10000, memo: null },
        style: 'colon_json',
      },
    );
  });

  it("reads `tool_name{'arg': 'value'}`", () => {
    assert.deepEqual(callOf("post_tweet{'text': 'good morning'}"), {
      tool: 'post_tweet',
      args: { text: 'good morning' },
      style: 'name_braces',
    });
  });

  it('reads function-call style: empty, keywords, one positional value', () => {
    assert.deepEqual(callOf('therapy_guide()'), { tool: 'therapy_guide', args: {}, style: 'function_call' });
    assert.deepEqual(callOf("send_email(to='a@b.c', urgent=True)"), {
      tool: 'send_email',
      args: { to: 'a@b.c', urgent: true },
      style: 'function_call',
    });
    assert.deepEqual(callOf('get_webpage("www.example.com")'), {
      tool: 'get_webpage',
      args: { input: 'www.example.com' },
      style: 'function_call',
    });
  });

  it('a reply that opens and closes with remarks in brackets is prose, not a call', () => {
    assert.equal(
      parseAction('Tomorrow (Fri 14 July) on press 3:\n- 08:00 run PX-118 (mould M-22)').kind,
      'answer',
    );
    assert.equal(parseAction('Done (both of them) and filed (under Q3)').kind, 'answer');
    assert.deepEqual(callOf("f(a=(1, 2), b='x')"), {
      tool: 'f',
      args: { a: [1, 2], b: 'x' },
      style: 'function_call',
    });
  });

  it('reads AutoGPT, OpenAI and LangChain objects, as text or as parsed JSON', () => {
    assert.deepEqual(
      callOf('{"command": {"name": "write_to_file", "args": {"file": "a.txt", "text": "x"}}}'),
      {
        tool: 'write_to_file',
        args: { file: 'a.txt', text: 'x' },
        style: 'object',
      },
    );
    assert.deepEqual(callOf({ name: 'search', arguments: '{"q": "weather"}' }), {
      tool: 'search',
      args: { q: 'weather' },
      style: 'object',
    });
    assert.deepEqual(callOf({ tool: 'python_repl', tool_input: 'print(1)' }), {
      tool: 'python_repl',
      args: { input: 'print(1)' },
      style: 'object',
    });
  });

  it('reads the first ReAct action and ignores hallucinated observations after it', () => {
    const text =
      'Thought: I should unlock.\nAction: AugustSmartLockUnlockDoor\nAction Input: {}\nObservation: {"ok": true}\nAction: GmailSendEmail\nAction Input: {"to": "x"}';
    assert.deepEqual(callOf(text), { tool: 'AugustSmartLockUnlockDoor', args: {}, style: 'react' });
    assert.deepEqual(callOf("[Action]: TeladocViewReviews\n[Action Input]: {'doctor_id': 'd1'}"), {
      tool: 'TeladocViewReviews',
      args: { doctor_id: 'd1' },
      style: 'react',
    });
  });

  it('treats prose, final answers and `Action: None` as answers, and empty actions as none', () => {
    assert.equal(parseAction('Your withdrawal of 2 BTC has been initiated.').kind, 'answer');
    assert.equal(parseAction('Final Answer: the door stays locked.').kind, 'answer');
    assert.equal(parseAction('Action: None\nAction Input: None').kind, 'answer');
    assert.equal(parseAction('Action: Execute the Python code to verify it.').kind, 'answer');
    assert.equal(parseAction({ response: 'hello' }).kind, 'answer');
    assert.equal(parseAction('').kind, 'none');
    assert.equal(parseAction(null).kind, 'none');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseAction(s);
        assert.ok(['call', 'answer', 'none'].includes(r.kind));
      }),
    );
  });
});

describe('parseArgumentsText', () => {
  it('reads the first object of a tool input and keeps anything else as `input`', () => {
    assert.deepEqual(parseArgumentsText('{"a": 1}\n'), { a: 1 });
    assert.deepEqual(parseArgumentsText('`{"a": 1}`\n\n### Step 2: more prose {x}'), { a: 1 });
    assert.deepEqual(parseArgumentsText("```json\n{'a': [1, 2]}\n```"), { a: [1, 2] });
    assert.deepEqual(parseArgumentsText('ls -la'), { input: 'ls -la' });
    assert.deepEqual(parseArgumentsText('{"truncated": "no end'), { input: '{"truncated": "no end' });
    assert.deepEqual(parseArgumentsText(''), {});
  });
});

describe('parsePythonLiteral', () => {
  it('reads dicts, lists, tuples, sets, quotes, escapes and keywords', () => {
    assert.deepEqual(parsePythonLiteral("{'a': None, 'b': (1, 2.5, -3), 'c': [True, False], 'd': {1, 2}}"), {
      a: null,
      b: [1, 2.5, -3],
      c: [true, false],
      d: [1, 2],
    });
    assert.deepEqual(
      parsePythonLiteral(`["it's", 'say "hi"', '''multi\nline''', 'tab\\tx', '\\x41\\u00e9']`),
      ["it's", 'say "hi"', 'multi\nline', 'tab\tx', 'Aé'],
    );
    assert.deepEqual(parsePythonLiteral("{'ToolCallRisk': 1}"), { ToolCallRisk: 1 });
    assert.deepEqual(parsePythonLiteral("[{'role': 'user', 'content': 'x',},]"), [
      { role: 'user', content: 'x' },
    ]);
  });

  it('refuses bare tokens unless tolerant, and trailing text always', () => {
    assert.throws(() => parsePythonLiteral('{a: 1}'), /unexpected character/);
    assert.deepEqual(parsePythonLiteral('{a: 1, url: http://x.test/p}', { tolerant: true }), {
      a: 1,
      url: 'http://x.test/p',
    });
    assert.throws(() => parsePythonLiteral('[1] 2'), /after the value/);
    assert.throws(() => parsePythonLiteral('"open'), /unterminated/);
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    assert.throws(() => parsePythonLiteral(`${'['.repeat(5000)}${']'.repeat(5000)}`), /nested too deeply/);
  });

  it('a `__proto__` key is an own property, as JSON.parse makes it, never the prototype', () => {
    const text = '{"__proto__": {"polluted": true}}';
    for (const parsed of [parsePythonLiteral(text), parseLooseLiteral(text)]) {
      assert.deepEqual(parsed, JSON.parse(text));
      assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
    }
  });

  it('agrees with JSON.parse on JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        assert.deepEqual(parseLooseLiteral(text), JSON.parse(text));
        assert.deepEqual(parsePythonLiteral(text), JSON.parse(text));
      }),
    );
  });
});
