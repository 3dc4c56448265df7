// Z3 runs here, in a worker thread, so that a solver crash or a stuck query can be ended by
// terminating the thread without taking the host process down. Plain JavaScript on purpose: a
// worker does not inherit the TypeScript loader that runs the rest of intentguard.
// Each query is bounded by Z3's resource limit (`rlimit`, counted work, never the clock) and runs in
// a fresh context, so what it costs depends on the query alone, not on what this worker was asked
// before (a shared context made one frame question cost 200 times more after four others).
// Protocol: receives {type:'solve', id, rx, rlimit} and {type:'close'}; posts {type:'ready'},
// {type:'result', id, status:'sat'|'unsat'|'unknown'|'rlimit'|'invalid', witness?, message?, used?}
// (`used`: the resource units the query took) and {type:'closed'}.
import { parentPort } from 'node:worker_threads';
import z3 from 'z3-solver';

// the low-level API: a context made with mk_context (not the high-level API's reference-counted
// one, freed only when the JavaScript GC runs) holds everything one query makes, and del_context
// frees it at once; a context per query through the high-level API filled the 2 GB WASM heap
const { Z3, em } = await z3.init();
const L_TRUE = 1;
const L_FALSE = -1;
/** Z3 takes the limit as a 32-bit unsigned count */
const MAX_UNSIGNED = 0xffff_ffff;

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

/** One query's context: every Z3 call through `call` has its error code checked. */
function queryContext() {
  const config = Z3.mk_config();
  const ctx = Z3.mk_context(config);
  Z3.del_config(config);
  const call = (f, ...args) => {
    const v = f(ctx, ...args);
    const code = Z3.get_error_code(ctx);
    if (code !== 0) throw new Error(Z3.get_error_msg(ctx, code));
    return v;
  };
  return { ctx, call };
}

function toRe(q, rx, depth = 0) {
  if (depth > 200) throw new Error('regular expression nested too deeply');
  const { call } = q;
  const sub = (r) => toRe(q, r, depth + 1);
  const str = (s) => call(Z3.mk_string, z3Text(s));
  switch (rx?.t) {
    case 'lit':
      return call(Z3.mk_seq_to_re, str(rx.s));
    case 'range':
      if (rx.lo.length !== 1 || rx.hi.length !== 1) throw new Error('range bounds must be single characters');
      return call(Z3.mk_re_range, str(rx.lo), str(rx.hi));
    case 'cat':
      return rx.rs.length === 1 ? sub(rx.rs[0]) : call(Z3.mk_re_concat, rx.rs.map(sub));
    case 'union':
      return rx.rs.length === 1 ? sub(rx.rs[0]) : call(Z3.mk_re_union, rx.rs.map(sub));
    case 'inter':
      return rx.rs.length === 1 ? sub(rx.rs[0]) : call(Z3.mk_re_intersect, rx.rs.map(sub));
    case 'star':
      return call(Z3.mk_re_star, sub(rx.r));
    case 'plus':
      return call(Z3.mk_re_plus, sub(rx.r));
    case 'opt':
      return call(Z3.mk_re_option, sub(rx.r));
    case 'comp':
      return call(Z3.mk_re_complement, sub(rx.r));
    case 'diff':
      return call(Z3.mk_re_diff, sub(rx.a), sub(rx.b));
    case 'empty':
      return call(Z3.mk_re_empty, call(Z3.mk_re_sort, call(Z3.mk_string_sort)));
    default:
      throw new Error(`unknown regex node ${JSON.stringify(rx?.t)}`);
  }
}

/** The context's resource counter (cumulative), or undefined where this Z3 build does not report it. */
function rlimitCount(q, solver) {
  const { call } = q;
  const stats = call(Z3.solver_get_statistics, solver);
  call(Z3.stats_inc_ref, stats);
  try {
    const n = call(Z3.stats_size, stats);
    for (let i = 0; i < n; i++) {
      if (call(Z3.stats_get_key, stats, i) !== 'rlimit count') continue;
      return call(Z3.stats_is_uint, stats, i)
        ? call(Z3.stats_get_uint_value, stats, i)
        : call(Z3.stats_get_double_value, stats, i);
    }
    return undefined;
  } finally {
    call(Z3.stats_dec_ref, stats);
  }
}

async function solve(msg) {
  const rlimit = Math.min(MAX_UNSIGNED, Math.floor(msg.rlimit));
  if (!(rlimit >= 1))
    return { status: 'invalid', message: `rlimit must be a positive count, got ${msg.rlimit}` };
  const q = queryContext();
  try {
    return await solveIn(q, msg.rx, rlimit);
  } finally {
    Z3.del_context(q.ctx);
  }
}

async function solveIn(q, rx, rlimit) {
  const { call } = q;
  let re;
  try {
    re = toRe(q, rx);
  } catch (error) {
    return { status: 'invalid', message: String(error?.message ?? error), used: 0 };
  }
  const f = call(Z3.mk_const, call(Z3.mk_string_symbol, 'f'), call(Z3.mk_string_sort));
  const solver = call(Z3.mk_solver);
  call(Z3.solver_inc_ref, solver);
  const params = call(Z3.mk_params);
  call(Z3.params_inc_ref, params);
  try {
    // relative to the counter when the check starts: this query may use `rlimit` more units
    call(Z3.params_set_uint, params, call(Z3.mk_string_symbol, 'rlimit'), rlimit);
    call(Z3.solver_set_params, solver, params);
    call(Z3.solver_assert, solver, call(Z3.mk_seq_in_re, f, re));
    const before = rlimitCount(q, solver);
    const verdict = await Z3.solver_check(q.ctx, solver);
    const after = rlimitCount(q, solver);
    const spent = before !== undefined && after !== undefined ? after - before : undefined;
    const used = spent !== undefined ? { used: spent } : {};
    if (verdict === L_TRUE) {
      const model = call(Z3.solver_get_model, solver);
      call(Z3.model_inc_ref, model);
      try {
        const value = call(Z3.model_eval, model, f, true);
        return { status: 'sat', witness: call(Z3.get_string, value), ...used };
      } finally {
        call(Z3.model_dec_ref, model);
      }
    }
    if (verdict === L_FALSE) return { status: 'unsat', ...used };
    const reason = call(Z3.solver_get_reason_unknown, solver) || 'solver gave up';
    // the counted limit, not a property of the question: Z3 says "max. resource limit exceeded",
    // or "canceled" when the limit stopped it inside a theory solver
    if (/resource limit/i.test(reason) || (spent !== undefined && spent >= rlimit))
      return { status: 'rlimit', message: reason, ...used };
    return { status: 'unknown', message: reason, ...used };
  } finally {
    call(Z3.params_dec_ref, params);
    call(Z3.solver_dec_ref, solver);
  }
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
