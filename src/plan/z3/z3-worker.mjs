// Z3 runs here, in a worker thread, so that a solver crash or a runaway query can be ended by
// terminating the thread without taking the host process down. Plain JavaScript on purpose: a
// worker does not inherit the TypeScript loader that runs the rest of intentguard.
// Protocol: receives {type:'solve', id, rx, timeoutMs} and {type:'close'}; posts {type:'ready'},
// {type:'result', id, status:'sat'|'unsat'|'unknown'|'invalid', witness?, message?} and {type:'closed'}.
import { parentPort } from 'node:worker_threads';
import z3 from 'z3-solver';

const { Context, em } = await z3.init();
const Z = new Context('intentguard_plan');
const RS = Z.Re.sort(Z.String.sort());

/** Z3 string literals interpret `\u{..}` escapes: write every non-alphanumeric character as one. */
function z3Text(s) {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0);
    if (code < 0x20 || code > 0x7e) throw new Error('non-printable character');
    out += /[A-Za-z0-9]/.test(ch) ? ch : `\\u{${code.toString(16)}}`;
  }
  return out;
}

function toRe(rx, depth = 0) {
  if (depth > 200) throw new Error('regular expression nested too deeply');
  switch (rx?.t) {
    case 'lit':
      return Z.Re.toRe(Z.String.val(z3Text(rx.s)));
    case 'range':
      if (rx.lo.length !== 1 || rx.hi.length !== 1) throw new Error('range bounds must be single characters');
      return Z.Range(z3Text(rx.lo), z3Text(rx.hi));
    case 'cat':
      return rx.rs.length === 1
        ? toRe(rx.rs[0], depth + 1)
        : Z.ReConcat(...rx.rs.map((r) => toRe(r, depth + 1)));
    case 'union':
      return rx.rs.length === 1
        ? toRe(rx.rs[0], depth + 1)
        : Z.Union(...rx.rs.map((r) => toRe(r, depth + 1)));
    case 'inter':
      return rx.rs.length === 1
        ? toRe(rx.rs[0], depth + 1)
        : Z.Intersect(...rx.rs.map((r) => toRe(r, depth + 1)));
    case 'star':
      return Z.Star(toRe(rx.r, depth + 1));
    case 'plus':
      return Z.Plus(toRe(rx.r, depth + 1));
    case 'opt':
      return Z.Option(toRe(rx.r, depth + 1));
    case 'comp':
      return Z.Complement(toRe(rx.r, depth + 1));
    case 'diff':
      return Z.Diff(toRe(rx.a, depth + 1), toRe(rx.b, depth + 1));
    case 'empty':
      return Z.Empty(RS);
    default:
      throw new Error(`unknown regex node ${JSON.stringify(rx?.t)}`);
  }
}

async function solve(msg) {
  let re;
  try {
    re = toRe(msg.rx);
  } catch (error) {
    return { status: 'invalid', message: String(error?.message ?? error) };
  }
  const f = Z.String.const('f');
  const solver = new Z.Solver();
  solver.set('timeout', Math.max(1, Math.floor(msg.timeoutMs)));
  solver.add(Z.InRe(f, re));
  const verdict = await solver.check();
  if (verdict === 'sat') return { status: 'sat', witness: solver.model().eval(f).asString() };
  if (verdict === 'unsat') return { status: 'unsat' };
  return { status: 'unknown', message: solver.reasonUnknown?.() ?? 'solver gave up' };
}

let queue = Promise.resolve();
parentPort.on('message', (msg) => {
  queue = queue.then(async () => {
    if (msg?.type === 'close') {
      await z3.killThreads(em);
      parentPort.postMessage({ type: 'closed' });
      parentPort.close();
      return;
    }
    if (msg?.type !== 'solve') return;
    try {
      parentPort.postMessage({ type: 'result', id: msg.id, ...(await solve(msg)) });
    } catch (error) {
      parentPort.postMessage({
        type: 'result',
        id: msg.id,
        status: 'unknown',
        message: String(error?.message ?? error),
      });
    }
  });
});
parentPort.postMessage({ type: 'ready' });
