// Decision cost on large inputs: one argument of 10 KB, 100 KB and 1 MB (less 512 bytes, so the
// call fits the session's 1 000 000-byte limit) in several shapes, and a large tool output
// recorded before a small call, decided end to end by the full guard, with each stage timed on
// its own so the table shows where the time goes. Stages run in a child process
// with a time limit each, so a quadratic stage is reported as "> limit", never a hung bench.
// Env: COST_LIMIT_S (per stage, default 10), COST_SIZES (e.g. "10000,100000"), COST_CASES (names).
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../src/core/types.ts';

const CHILD_FLAG = 'INTENTGUARD_COST_CHILD';
const LIMIT_S = Number(process.env.COST_LIMIT_S ?? 10);
const SIZES = (process.env.COST_SIZES ?? '10000,100000,1000000').split(',').map(Number);

/** Argument shapes: the tool and parameter the big value goes to, and how it is made. */
const SHAPES = {
  text: { tool: 'send_email', param: 'body', make: prose },
  values: { tool: 'send_email', param: 'body', make: valueRich },
  token: { tool: 'write_file', param: 'content', make: oneToken },
  shell: { tool: 'run_command', param: 'command', make: shellScript },
  sql: { tool: 'run_sql', param: 'sql', make: sqlInsert },
  digits: { tool: 'write_file', param: 'content', make: digits },
  letters: { tool: 'write_file', param: 'content', make: letters },
  numbers: { tool: 'send_email', param: 'body', make: numberTable },
  json: { tool: 'write_file', param: 'content', make: nestedJson },
  /** the same nested records as a JSON argument (an object, not a string) */
  object: { tool: 'write_file', param: 'content', make: nestedJson },
} as const;
type Shape = keyof typeof SHAPES;
/** Tool outputs: a big output of read_file recorded, then a small email checked after it. */
const OUTPUTS = {
  'output:text': prose,
  'output:values': valueRich,
  'output:digits': digits,
  'output:letters': letters,
  /** a read outside the plan, then an email carrying 64 KB of what it returned to an address from other data */
  'output:flow': valueRich,
  /** YAML records (parsed for their fields up to 256 KB) */
  'output:records': yamlRecords,
} as const;
type OutputShape = keyof typeof OUTPUTS;
type CaseName = Shape | OutputShape;

const TOOLS: Tool[] = [
  {
    name: 'read_file',
    description: 'Read a text file',
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
    hints: { readOnly: true },
  },
  {
    name: 'list_contacts',
    description: 'Read the address book',
    inputSchema: { type: 'object', properties: {} },
    hints: { readOnly: true },
  },
  {
    name: 'write_file',
    description: 'Write a text file',
    inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } } },
    hints: { readOnly: false, destructive: false },
  },
  {
    name: 'send_email',
    description: 'Send an email',
    inputSchema: {
      type: 'object',
      properties: { to: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' } },
    },
    hints: { readOnly: false, destructive: true, openWorld: true },
    dataflow: { sinks: ['to'] },
  },
  {
    name: 'run_command',
    description: 'Run a shell command in the terminal',
    inputSchema: { type: 'object', properties: { command: { type: 'string' } } },
    hints: { readOnly: false, destructive: true },
  },
  {
    name: 'run_sql',
    description: 'Run a SQL statement on the notes database',
    inputSchema: { type: 'object', properties: { sql: { type: 'string' } } },
    hints: { readOnly: false, destructive: true },
  },
];

/** Bytes left for the other arguments: the whole call must fit the session's 1 000 000-byte limit. */
const ROOM = 512;

const INSTRUCTION =
  'Read the quarterly notes in notes.txt, then email a short summary to alice@example.com and save it to summary.txt.';

interface StageResult {
  stage: string;
  ms: number[];
  verdict?: string;
  note?: string;
  /** killed at the limit, or not run because a smaller size already passed it */
  over?: 'killed' | 'skipped';
}
type ChildMessage =
  | { type: 'start'; stage: string }
  | { type: 'stage'; result: StageResult }
  | { type: 'done' }
  | { type: 'error'; message: string };

// ---------- inputs (deterministic) ----------

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  'the report shows revenue grew in the third quarter while costs stayed flat and the team plans to hire two engineers next month for the platform work'.split(
    ' ',
  );

function fill(size: number, piece: (r: () => number, i: number) => string, sep = ' '): string {
  const r = rng(size);
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < size; i++) {
    const p = piece(r, i);
    parts.push(p);
    n += p.length + sep.length;
  }
  return parts.join(sep).slice(0, size);
}

function prose(size: number): string {
  return fill(size, (r, i) => `${WORDS[Math.floor(r() * WORDS.length)]}${i % 17 === 16 ? '.' : ''}`);
}

function valueRich(size: number): string {
  return fill(size, (r, i) => {
    const k = Math.floor(r() * 1e6);
    switch (i % 6) {
      case 0:
        return `user${k}@mail${k % 97}.example.com`;
      case 1:
        return `https://site${k % 89}.example.org/path/${k}?q=${k}`;
      case 2:
        return `DE89 3704 0044 0532 ${String(k).padStart(4, '0').slice(0, 4)} 00`;
      case 3:
        return `$${k}.${k % 100}`;
      case 4:
        return `+1 555 ${String(k).slice(0, 3)} ${String(k % 10000).padStart(4, '0')}`;
      default:
        return `account ${String(k).padStart(10, '7')} paid`;
    }
  });
}

/** One long token with no spaces (a base64 blob, a minified line). */
function oneToken(size: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const r = rng(size);
  let s = '';
  while (s.length < size) s += alphabet[Math.floor(r() * 64)];
  return s;
}

function shellScript(size: number): string {
  return fill(
    size,
    (r, i) => `echo "line ${i} ${WORDS[Math.floor(r() * WORDS.length)]}" >> /tmp/out-${i % 7}.txt`,
    '\n',
  );
}

function sqlInsert(size: number): string {
  const head = 'INSERT INTO notes (id, author, body) VALUES ';
  return (
    head +
    fill(
      size - head.length - 1,
      (r, i) => `(${i}, 'user${i % 50}', '${WORDS[Math.floor(r() * WORDS.length)]} ${i}')`,
      ', ',
    ).replace(/,?\s*\([^()]*$/, '') +
    ';'
  );
}

/** A JSON document (as text) of nested records, 5 levels deep. */
function nestedJson(size: number): string {
  const r = rng(size);
  const rec = (depth: number, i: number): unknown =>
    depth === 0
      ? { id: i, note: WORDS[Math.floor(r() * WORDS.length)], owner: `user${i}@example.com` }
      : { level: depth, children: [rec(depth - 1, i * 2), rec(depth - 1, i * 2 + 1)] };
  const items: string[] = [];
  let length = 2;
  for (let i = 0; ; i++) {
    const item = JSON.stringify(rec(4, i));
    if (length + item.length + 1 > size) break;
    items.push(item);
    length += item.length + 1;
  }
  return `[${items.join(',')}]`;
}

/** A long run of digits (a number dump, a hash in decimal). */
function digits(size: number): string {
  return oneToken(size).replace(/[^0-9]/g, (c) => String(c.charCodeAt(0) % 10));
}

/** A long identifier-like run of letters (a hex-free blob, a minified name). */
function letters(size: number): string {
  return oneToken(size).replace(/[^a-z]/g, (c) => String.fromCharCode(97 + (c.charCodeAt(0) % 26)));
}

/** Transaction-like YAML records, as many tool hosts print lists. */
function yamlRecords(size: number): string {
  return fill(
    size,
    (r, i) =>
      `- amount: ${Math.floor(r() * 1e4)}.0\n  recipient: GB29NWBK6016133192${String(i % 10000).padStart(4, '0')}\n  subject: ${WORDS[Math.floor(r() * WORDS.length)]} ${i}`,
    '\n',
  );
}

/** Space-separated groups of digits (a table of numbers). */
function numberTable(size: number): string {
  return fill(size, (r) => String(Math.floor(r() * 1e4)).padStart(4, '0'));
}

/** Made smaller until it takes `size` bytes inside the call's JSON (quotes and newlines are escaped there). */
function fit(make: (size: number) => string, size: number): string {
  let text = make(size);
  for (let n = size, i = 0; i < 4; i++) {
    const bytes = Buffer.byteLength(JSON.stringify(text));
    if (bytes <= size) break;
    n = Math.floor((n * size) / bytes) - 64;
    text = make(n);
  }
  return text;
}

// ---------- child: time each stage ----------

async function child(): Promise<void> {
  const send = (m: ChildMessage) => process.send?.(m);
  const [{ loadAnalyzers, extractValues, ProvenanceIndex }, guardMod, sm, pc, canon, redact] =
    await Promise.all([
      import('../src/analyze/index.ts'),
      import('../src/guard/index.ts'),
      import('../src/verify/spec-module.ts'),
      import('../src/verify/provenance-check.ts'),
      import('../src/core/canonical.ts'),
      import('../src/audit/redact.ts'),
    ]);
  const { normalizeView } = await import('../src/verify/input-views.ts');
  const inj = await import('../src/provenance/index.ts');
  const analyzers = await loadAnalyzers();
  const reps = (size: number) => (size >= 1_000_000 ? 3 : size >= 100_000 ? 5 : 9);

  process.on('message', async (msg: { name: CaseName; size: number; skip: string[] }) => {
    try {
      const { name, size, skip } = msg;
      const { offlineFormalizer } = await import('../src/formalize/offline/index.ts');
      const { session } = await guardMod.createGuard({
        instruction: INSTRUCTION,
        tools: TOOLS,
        formalize: offlineFormalizer(),
      });
      const ctx = {
        sessionId: 's',
        history: [] as Array<{ call: { tool: string; args: Record<string, unknown> }; result?: unknown }>,
        tools: new Map(TOOLS.map((t) => [t.name, t])),
        violationCount: () => 0,
        instruction: INSTRUCTION,
      };
      const time = (stage: string, n: number, fn: (rep: number) => unknown, note?: string) => {
        if (skip.includes(stage)) return;
        send({ type: 'start', stage });
        const ms: number[] = [];
        let verdict: string | undefined;
        for (let rep = 0; rep < n; rep++) {
          const t0 = performance.now();
          const out = fn(rep);
          if (typeof out === 'string') verdict = out;
          ms.push(performance.now() - t0);
          if (ms[0]! > 2000) break; // slow: one run says enough
        }
        send({
          type: 'stage',
          result: { stage, ms, ...(verdict ? { verdict } : {}), ...(note ? { note } : {}) },
        });
      };
      const n = reps(size);
      if (name.startsWith('output:')) {
        const output = fit(OUTPUTS[name as OutputShape], size - ROOM);
        const flow = name === 'output:flow';
        const read = flow
          ? { tool: 'list_contacts', args: {} }
          : { tool: 'read_file', args: { path: 'notes.txt' } };
        const email = {
          tool: 'send_email',
          args: flow
            ? { to: 'ops@ledger-desk.com', subject: 'Summary', body: output.slice(0, 64 * 1024) }
            : { to: 'alice@example.com', subject: 'Summary', body: 'Revenue grew.' },
        };
        if (flow) {
          // the agent read the notes first: the contacts read is outside the plan, after tool data
          const notes = { tool: 'read_file', args: { path: 'notes.txt' } };
          session.check(notes);
          session.record(notes, 'Quarterly notes: revenue grew. Questions go to ops@ledger-desk.com.');
        }
        time('values (extractValues)', n, () => extractValues(output));
        time('provenance index (addToolOutput)', n, () => {
          new ProvenanceIndex({ instruction: INSTRUCTION }).addToolOutput('read_file', `${output}`);
          return undefined;
        });
        time('injection markers', n, () => inj.injectionEvidence(output));
        time('audit redaction', n, () => new redact.Redactor(redact.DEFAULT_REDACTION).value({ output }));
        time('full guard: record output + check next call', n, (rep) => {
          const v0 = session.check(read);
          if (v0.confirmation) session.confirm(v0.confirmation, true);
          else if (v0.disposition !== 'approved') return `${read.tool} ${v0.disposition}`;
          session.record(read, `${output}${rep}`);
          return session.check({ ...email, args: { ...email.args, subject: `Summary ${rep}` } }).disposition;
        });
      } else {
        const shape = SHAPES[name as Shape];
        const base = fit(shape.make, size - ROOM);
        const parsed: unknown = name === 'object' ? JSON.parse(base) : undefined;
        let uniq = 0; // every call distinct: no analyzer memo answers from an earlier run
        const callOf = (_rep: number): { tool: string; args: Record<string, unknown> } => {
          const u = uniq++;
          if (name === 'object')
            return {
              tool: shape.tool,
              args: { path: 'data.json', [shape.param]: [u, ...(parsed as unknown[])] },
            };
          const big = shape.tool === 'run_sql' ? `${base.slice(0, -1)}, (${u}, 'x', 'y');` : `${base} ${u}`;
          return {
            tool: shape.tool,
            args:
              shape.tool === 'send_email'
                ? { to: 'alice@example.com', subject: 'Summary', [shape.param]: big }
                : shape.tool === 'write_file'
                  ? { path: 'summary.txt', [shape.param]: big }
                  : { [shape.param]: big },
          };
        };
        const value = (rep: number) => {
          const v = callOf(rep).args[shape.param];
          return typeof v === 'string' ? v : JSON.stringify(v);
        };
        time('canonical JSON + hash', n, (rep) => {
          canon.canonicalHash(callOf(rep).args);
        });
        time('values (extractValues)', n, (rep) => extractValues(value(rep)));
        if (shape.tool === 'run_command') time('shell parse', n, (rep) => analyzers.shell(value(rep)));
        if (shape.tool === 'run_sql') time('SQL parse', n, (rep) => analyzers.sql(value(rep)));
        // the risky-pattern stage asks the engine with the analyzers' views; when the analyzers
        // did not finish in time, with the raw text
        let views = [value(0)];
        time('analyze call (all analyzers)', n, (rep) => {
          views = analyzers.analyzeCall(callOf(rep), { tool: ctx.tools.get(shape.tool)! }).views;
        });
        const mod = session.spec
          ? new sm.SpecModule(
              await import('../src/logic/engine.ts').then((e) => e.PrologEngine.shared()),
              session.spec,
            )
          : undefined;
        if (mod) {
          time('risky patterns (Prolog query)', n, () =>
            mod.risky(shape.tool, [shape.tool, ...views].map(normalizeView)),
          );
          mod.close();
        }
        time('provenance check', n, (rep) => {
          pc.provenanceCheck({ instruction: INSTRUCTION }).check(callOf(rep), ctx);
          return undefined;
        });
        time('audit redaction', n, (rep) => new redact.Redactor(redact.DEFAULT_REDACTION).value(callOf(rep)));
        time('full guard: session.check', n, (rep) => session.check(callOf(rep)).disposition);
      }
      session.close();
      send({ type: 'done' });
    } catch (error) {
      send({ type: 'error', message: (error as Error).stack ?? String(error) });
    }
  });
  send({ type: 'done' });
}

// ---------- parent: run cases with a limit ----------

interface CaseReport {
  name: CaseName;
  size: number;
  stages: StageResult[];
  error?: string;
}

/** Runs a case's stages in a child; a stage over the limit is killed and the rest go on in a new child. */
class Runner {
  #proc: ChildProcess | undefined;
  #ready: Promise<void> | undefined;

  async run(name: CaseName, size: number, skipped: string[]): Promise<CaseReport> {
    const report: CaseReport = {
      name,
      size,
      stages: skipped.map((stage) => ({ stage, ms: [], over: 'skipped' })),
    };
    for (;;) {
      const skip = report.stages.map((s) => s.stage);
      const killed = await this.#once(name, size, skip, report);
      if (!killed) return report;
      if (killed === 'setup') {
        report.error = `setting up the case took more than ${LIMIT_S} s`;
        return report;
      }
      report.stages.push({ stage: killed, ms: [], over: 'killed' });
    }
  }

  /** One pass; the stage killed at the limit, if any. */
  async #once(name: CaseName, size: number, skip: string[], report: CaseReport): Promise<string | undefined> {
    const proc = await this.#start();
    let current = '';
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.stop();
        resolve(current || 'setup');
      }, LIMIT_S * 1000);
      const onMessage = (m: ChildMessage) => {
        if (m.type === 'start') {
          current = m.stage;
          timer.refresh(); // the limit is per stage
        } else if (m.type === 'stage') report.stages.push(m.result);
        else {
          if (m.type === 'error') report.error = m.message.split('\n').slice(0, 3).join(' ');
          clearTimeout(timer);
          proc.off('message', onMessage);
          resolve(undefined);
        }
      };
      proc.on('message', onMessage);
      proc.send({ name, size, skip });
    });
  }

  stop(): void {
    this.#proc?.kill('SIGKILL');
    this.#proc = undefined;
    this.#ready = undefined;
  }

  #start(): Promise<ChildProcess> {
    if (!this.#proc) {
      const proc = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, [CHILD_FLAG]: '1' },
        execArgv: ['--import', 'tsx', '--stack-size=4000'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.#proc = proc;
      this.#ready = new Promise((resolve) => proc.once('message', () => resolve()));
    }
    const proc = this.#proc;
    return this.#ready!.then(() => proc);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
const kb = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000} MB` : `${n / 1000} KB`);

export async function run(): Promise<void> {
  const wanted = process.env.COST_CASES?.split(',');
  const names = ([...Object.keys(SHAPES), ...Object.keys(OUTPUTS)] as CaseName[]).filter(
    (n) => !wanted || wanted.includes(n),
  );
  const runner = new Runner();
  const reports: CaseReport[] = [];
  try {
    for (const name of names) {
      const over: string[] = [];
      for (const size of SIZES) {
        const r = await runner.run(name, size, over);
        reports.push(r);
        for (const s of r.stages) if (s.over && !over.includes(s.stage)) over.push(s.stage);
      }
    }
  } finally {
    runner.stop();
  }
  console.log(
    `Decision cost on large inputs (full guard = a createGuard session, offline formalizer; each stage timed alone on fresh inputs; median and max of 9/5/3 runs; limit ${LIMIT_S} s per stage):\n`,
  );
  console.log('| input | size | stage | median | max | verdict |');
  console.log('|---|---:|---|---:|---:|---|');
  for (const r of reports) {
    const order = reports.find((x) => x.name === r.name)!.stages.map((s) => s.stage);
    const rank = (stage: string) => (order.includes(stage) ? order.indexOf(stage) : order.length);
    for (const s of [...r.stages].sort((a, b) => rank(a.stage) - rank(b.stage))) {
      const cells =
        s.over === 'killed'
          ? `**> ${LIMIT_S} s** (killed) | –`
          : s.over === 'skipped'
            ? `> ${LIMIT_S} s (not run: over the limit at a smaller size) | –`
            : `${fmt(median(s.ms))} | ${fmt(Math.max(...s.ms))}`;
      console.log(`| ${r.name} | ${kb(r.size)} | ${s.stage} | ${cells} | ${s.verdict ?? ''} |`);
    }
    if (r.error) console.log(`| ${r.name} | ${kb(r.size)} | error: ${r.error} | | | |`);
  }
  console.log(
    '\nGrowth of the full-guard decision (median time ratio to the 10 KB case; linear ≈ ×10 per step):\n',
  );
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const ratios = SIZES.slice(1).map((s) => `×${s / SIZES[0]!} size`);
  console.log(row(['input', ...SIZES.map(kb), ...ratios]));
  console.log(row(['---', ...SIZES.map(() => '---:'), ...ratios.map(() => '---:')]));
  for (const name of names) {
    const full = SIZES.map((size) => {
      const r = reports.find((x) => x.name === name && x.size === size);
      const s = r?.stages.find((x) => x.stage.startsWith('full guard'));
      return s && !s.over ? median(s.ms) : undefined;
    });
    const base = full[0];
    console.log(
      row([
        name,
        ...full.map((t) => (t === undefined ? `> ${LIMIT_S} s` : fmt(t))),
        ...full
          .slice(1)
          .map((t) => (t === undefined || base === undefined ? '–' : `×${(t / base).toFixed(1)}`)),
      ]),
    );
  }
}

if (process.env[CHILD_FLAG] === '1') await child();
