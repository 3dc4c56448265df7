// The main-thread side of the Z3 worker. One query runs at a time (the solver API is not
// thread-safe). A query is bounded by counted work, Z3's resource limit (`rlimit`), so whether it is
// decided does not depend on the machine or its load. A wall-clock watchdog remains only as a
// liveness guard: it ends a worker that hangs or dies silently (reason `timeout`), far above what an
// ordinary query takes (limits.ts names the one kind of query Z3 can be slow on within its rlimit).
// A crash, a stuck worker, the rlimit or an undecided query is reported as `failed`: callers turn
// that into a violation, never into an approval. The worker starts on first use and does not keep an
// idle process alive; `close()` ends it.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isNotFound, missingPeer, packageFile } from '../../core/index.ts';
import { DEFAULT_PLAN_LIMITS } from '../limits.ts';
import { type Rx, validateRx } from './regex-ast.ts';

export type SolveOutcome = (
  | { status: 'sat'; witness: string }
  | { status: 'unsat' }
  | {
      status: 'failed';
      /**
       * `rlimit`: the query used all the resource units it was given (counted, the same on any
       * machine); `timeout`: the watchdog ended a worker that gave no answer (a hang, not a hard
       * query); `unknown`: Z3 gave up for another reason
       */
      reason: 'rlimit' | 'timeout' | 'crash' | 'invalid_input' | 'unknown' | 'closed';
      message: string;
    }
) & {
  /** Z3 resource units the query used (its `rlimit count`), where the worker reported them */
  rlimitUsed?: number;
};

export interface SolveRequest {
  /** resource units this query may use (default: the solver's `rlimit` option) */
  rlimit?: number;
}

/** Decides whether a regular language (over paths) is empty, with a witness when it is not. */
export interface RegexSolver {
  solve(rx: Rx, request?: SolveRequest): Promise<SolveOutcome>;
  close(): Promise<void>;
}

export interface Z3SolverOptions {
  /**
   * Z3 resource units a query that names none may use (default MAX_QUERY_RLIMIT of
   * DEFAULT_PLAN_LIMITS): counted work, deterministic for one Z3 build; past it the query fails
   * (`rlimit`). `verifyPlan` names its own per query: min(MAX_QUERY_RLIMIT, what is left of
   * MAX_SOLVER_RLIMIT), its limits for all the questions of one verification.
   */
  rlimit?: number;
  /**
   * watchdog per query (default 120 s): a liveness guard that ends a worker that hangs or dies
   * silently (`timeout`). The rlimit is what bounds a query; this only catches a stuck worker.
   */
  timeoutMs?: number;
  /** loading the WASM solver (default 30 s) */
  startupTimeoutMs?: number;
  /** a different worker script (tests use one that crashes) */
  workerUrl?: URL;
}

type WorkerReply =
  | { type: 'ready' }
  | { type: 'closed' }
  | {
      type: 'result';
      id: number;
      status: 'sat' | 'unsat' | 'unknown' | 'rlimit' | 'invalid';
      witness?: string;
      message?: string;
      used?: number;
    };

interface Running {
  worker: Worker;
  ready: Promise<void>;
  /** settles the query in flight when the worker dies */
  onDeath?: ((message: string) => void) | undefined;
  onReply?: ((reply: WorkerReply) => void) | undefined;
  expectedExit: boolean;
}

export function createZ3Solver(options: Z3SolverOptions = {}): RegexSolver {
  return new Z3WorkerSolver(options);
}

class Z3WorkerSolver implements RegexSolver {
  private running: Running | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private nextId = 1;
  private readonly rlimit: number;
  private readonly timeoutMs: number;
  private readonly startupTimeoutMs: number;
  private readonly workerUrl: URL;

  constructor(options: Z3SolverOptions) {
    this.rlimit = options.rlimit ?? DEFAULT_PLAN_LIMITS.MAX_QUERY_RLIMIT;
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.startupTimeoutMs = options.startupTimeoutMs ?? 30_000;
    this.workerUrl = options.workerUrl ?? packageFile('plan/z3/z3-worker.mjs');
  }

  solve(rx: Rx, request: SolveRequest = {}): Promise<SolveOutcome> {
    const invalid = validateRx(rx);
    if (invalid)
      return Promise.resolve({ status: 'failed', reason: 'invalid_input', message: invalid, rlimitUsed: 0 });
    const rlimit = Math.floor(request.rlimit ?? this.rlimit);
    if (!(rlimit >= 1))
      return Promise.resolve({
        status: 'failed',
        reason: 'rlimit',
        message: `not asked: no resource units left for this query (rlimit ${rlimit})`,
        rlimitUsed: 0,
      });
    const run = this.queue.then(() => this.solveNow(rx, rlimit));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    const r = this.running;
    this.running = undefined;
    if (!r) return;
    r.expectedExit = true;
    r.worker.ref();
    const done = new Promise<void>((resolve) => {
      r.onReply = (reply) => reply.type === 'closed' && resolve();
      r.worker.once('exit', () => resolve());
    });
    r.worker.postMessage({ type: 'close' });
    await withTimeout(done, 2000).catch(() => undefined);
    await r.worker.terminate();
  }

  private async solveNow(rx: Rx, rlimit: number): Promise<SolveOutcome> {
    if (this.closed) return { status: 'failed', reason: 'closed', message: 'the solver was closed' };
    const missing = missingZ3();
    if (missing) return { status: 'failed', reason: 'crash', message: missing };
    const r = this.start();
    r.worker.ref();
    try {
      await withTimeout(r.ready, this.startupTimeoutMs);
    } catch (error) {
      this.kill(r);
      return { status: 'failed', reason: 'crash', message: `Z3 did not start: ${(error as Error).message}` };
    }
    const id = this.nextId++;
    const outcome = await new Promise<SolveOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.kill(r);
        resolve({
          status: 'failed',
          reason: 'timeout',
          message: `the Z3 worker gave no answer within the watchdog's ${this.timeoutMs} ms and was ended (the liveness guard against a stuck worker; the rlimit is what bounds a query)`,
        });
      }, this.timeoutMs);
      r.onDeath = (message) => {
        clearTimeout(timer);
        resolve({ status: 'failed', reason: 'crash', message });
      };
      r.onReply = (reply) => {
        if (reply.type !== 'result' || reply.id !== id) return;
        clearTimeout(timer);
        resolve(toOutcome(reply, rlimit));
      };
      r.worker.postMessage({ type: 'solve', id, rx, rlimit });
    });
    if (this.running === r) {
      r.onDeath = undefined;
      r.onReply = undefined;
      r.worker.unref();
    }
    return outcome;
  }

  private start(): Running {
    if (this.running) return this.running;
    const worker = new Worker(this.workerUrl);
    let markReady: () => void = () => undefined;
    let failStart: (e: Error) => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      failStart = reject;
    });
    ready.catch(() => undefined);
    const r: Running = { worker, ready, expectedExit: false };
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') markReady();
      else r.onReply?.(reply);
    });
    const die = (message: string) => {
      if (this.running === r) this.running = undefined;
      failStart(new Error(message));
      if (!r.expectedExit) r.onDeath?.(message);
    };
    worker.on('error', (error) => die(`the Z3 worker crashed: ${error.message}`));
    worker.on('exit', (code) => die(`the Z3 worker exited (code ${code})`));
    this.running = r;
    return r;
  }

  private kill(r: Running): void {
    r.expectedExit = true;
    if (this.running === r) this.running = undefined;
    void r.worker.terminate();
  }
}

function toOutcome(reply: Extract<WorkerReply, { type: 'result' }>, rlimit: number): SolveOutcome {
  const used = typeof reply.used === 'number' && reply.used >= 0 ? { rlimitUsed: reply.used } : {};
  switch (reply.status) {
    case 'sat':
      return { status: 'sat', witness: reply.witness ?? '', ...used };
    case 'unsat':
      return { status: 'unsat', ...used };
    case 'invalid':
      return {
        status: 'failed',
        reason: 'invalid_input',
        message: reply.message ?? 'invalid input',
        ...used,
      };
    case 'rlimit':
      return {
        status: 'failed',
        reason: 'rlimit',
        message: `Z3 used the ${rlimit} resource units this query was given (${reply.message ?? 'resource limit'})`,
        ...used,
      };
    case 'unknown':
      return {
        status: 'failed',
        reason: 'unknown',
        message: reply.message ?? 'the solver could not decide',
        ...used,
      };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** z3-solver is an optional peer: without it, the one-line install message (the check fails closed). */
function missingZ3(): string | undefined {
  try {
    createRequire(import.meta.url).resolve('z3-solver');
    return undefined;
  } catch (error) {
    if (isNotFound(error, 'z3-solver')) return missingPeer('z3-solver', 'the Z3 plan checks').message;
    return undefined;
  }
}
