// The main-thread side of the Z3 worker. One query runs at a time (the solver API is not
// thread-safe); each has a timeout after which the worker is terminated and the query counts as
// failed. A crash, a timeout or an undecided query is reported as `failed`: callers turn that into a
// violation, never into an approval. The worker starts on first use and does not keep an idle
// process alive; `close()` ends it.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { isNotFound, missingPeer, packageFile } from '../../core/index.ts';
import { type Rx, validateRx } from './regex-ast.ts';

export type SolveOutcome =
  | { status: 'sat'; witness: string }
  | { status: 'unsat' }
  | {
      status: 'failed';
      reason: 'timeout' | 'crash' | 'invalid_input' | 'unknown' | 'closed';
      message: string;
    };

/** Decides whether a regular language (over paths) is empty, with a witness when it is not. */
export interface RegexSolver {
  solve(rx: Rx): Promise<SolveOutcome>;
  close(): Promise<void>;
}

export interface Z3SolverOptions {
  /** per query, once the solver is running (default 10 s; a query normally takes 10-50 ms) */
  timeoutMs?: number;
  /**
   * all queries of this solver together (default: no such bound; `verifyPlan` gives the solver it
   * makes for one verification SOLVER_BUDGET_MS): each query's timeout is cut to what is left, so
   * a plan of many queries that each take just under `timeoutMs` cannot hold the solver for
   * MAX_SOLVER_QUERIES times the timeout. Once spent, queries fail unasked (`timeout`).
   */
  budgetMs?: number;
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
      status: 'sat' | 'unsat' | 'unknown' | 'invalid';
      witness?: string;
      message?: string;
    };

interface Running {
  worker: Worker;
  ready: Promise<void>;
  /** settles the query in flight when the worker dies */
  onDeath?: ((message: string) => void) | undefined;
  onReply?: ((reply: WorkerReply) => void) | undefined;
  expectedExit: boolean;
}

/** The solving time of one plan verification, all its queries together (with the default 10 s per query). */
export const SOLVER_BUDGET_MS = 60_000;

export function createZ3Solver(options: Z3SolverOptions = {}): RegexSolver {
  return new Z3WorkerSolver(options);
}

class Z3WorkerSolver implements RegexSolver {
  private running: Running | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private nextId = 1;
  private readonly timeoutMs: number;
  private readonly budgetMs: number;
  /** milliseconds the worker spent answering queries so far */
  private spentMs = 0;
  private readonly startupTimeoutMs: number;
  private readonly workerUrl: URL;

  constructor(options: Z3SolverOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.budgetMs = options.budgetMs ?? Number.POSITIVE_INFINITY;
    this.startupTimeoutMs = options.startupTimeoutMs ?? 30_000;
    this.workerUrl = options.workerUrl ?? packageFile('plan/z3/z3-worker.mjs');
  }

  solve(rx: Rx): Promise<SolveOutcome> {
    const invalid = validateRx(rx);
    if (invalid) return Promise.resolve({ status: 'failed', reason: 'invalid_input', message: invalid });
    const run = this.queue.then(() => this.solveNow(rx));
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

  private async solveNow(rx: Rx): Promise<SolveOutcome> {
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
    const left = this.budgetMs - this.spentMs;
    if (left < 1)
      return {
        status: 'failed',
        reason: 'timeout',
        message: `not asked: the solver's budget for this verification (${this.budgetMs} ms) is spent`,
      };
    const timeoutMs = Math.max(1, Math.floor(Math.min(this.timeoutMs, left)));
    const id = this.nextId++;
    const started = performance.now();
    const outcome = await new Promise<SolveOutcome>((resolve) => {
      const timer = setTimeout(() => {
        this.kill(r);
        resolve({
          status: 'failed',
          reason: 'timeout',
          message: `Z3 gave no answer within ${timeoutMs} ms${timeoutMs < this.timeoutMs ? ` (what was left of the solver's ${this.budgetMs} ms budget for this verification)` : ''}`,
        });
      }, timeoutMs + 50);
      r.onDeath = (message) => {
        clearTimeout(timer);
        resolve({ status: 'failed', reason: 'crash', message });
      };
      r.onReply = (reply) => {
        if (reply.type !== 'result' || reply.id !== id) return;
        clearTimeout(timer);
        resolve(toOutcome(reply));
      };
      r.worker.postMessage({ type: 'solve', id, rx, timeoutMs });
    });
    this.spentMs += performance.now() - started;
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

function toOutcome(reply: Extract<WorkerReply, { type: 'result' }>): SolveOutcome {
  switch (reply.status) {
    case 'sat':
      return { status: 'sat', witness: reply.witness ?? '' };
    case 'unsat':
      return { status: 'unsat' };
    case 'invalid':
      return { status: 'failed', reason: 'invalid_input', message: reply.message ?? 'invalid input' };
    case 'unknown':
      return { status: 'failed', reason: 'unknown', message: reply.message ?? 'the solver could not decide' };
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
