// The static verifier's walk: an abstract interpretation of the plan before any data exists.
// Steps are visited in topological order; where branches meet, states join (defined results
// intersect, lineage and automaton states unite, must-happen effects intersect). A loop body runs
// 0..maxIterations times: its automaton states are iterated to a fixpoint, its effects never count
// as certain, its local results stay inside it.
import { abstractAt, lineageOfExpr } from './arg-expr.ts';
import {
  type AutomatonState,
  initialAutomata,
  joinAutomata,
  sameAutomata,
  stepAutomata,
} from './automata.ts';
import {
  type CallSite,
  type CheckSink,
  checkFrame,
  checkRequires,
  checkSinks,
  checkToolSpec,
  type EffectFact,
  effectsOf,
  isSource,
  type PolicyContext,
  sanitizedRules,
} from './call-checks.ts';
import { joinLineage, type Lineage, NO_LINEAGE, sourceLineage, throughCall } from './lineage.ts';
import {
  type ArgExpr,
  type Block,
  type CallStep,
  conditionRefs,
  type LoopStep,
  refsOf,
  type Step,
  successors,
} from './plan-types.ts';
import { ScopeMap } from './scope-map.ts';

/**
 * What is known before a step. Its collections are mutated in place only by the one step that owns
 * the state (the single successor of a single predecessor, as in a chain); everywhere else a step
 * works on a copy. That keeps a long chain linear instead of copying every map at every step.
 */
export interface AbstractState {
  /** results defined on every path to here */
  defined: ScopeMap<true>;
  /** lineage of every result defined on some path to here */
  vars: ScopeMap<Lineage>;
  automata: readonly AutomatonState[];
  /** file effects that happen on every path to here, by kind|literal|pattern */
  must: ScopeMap<EffectFact>;
}

function copyState(s: AbstractState): AbstractState {
  return { defined: s.defined.copy(), vars: s.vars.copy(), automata: s.automata, must: s.must.copy() };
}

export interface Exit {
  step: string;
  state: AbstractState;
  returns?: ArgExpr;
}

export interface WalkContext extends PolicyContext {
  sink: CheckSink;
  /** every result name bound anywhere in the plan */
  names: ReadonlySet<string>;
}

export function initialState(ctx: PolicyContext): AbstractState {
  return {
    defined: ScopeMap.empty(),
    vars: ScopeMap.empty(),
    automata: initialAutomata(ctx.policy.automata ?? []),
    must: ScopeMap.empty(),
  };
}

/** A new state for where paths meet (never one of its inputs, so the caller owns it). */
export function joinStates(a: AbstractState, b: AbstractState): AbstractState {
  return {
    defined: ScopeMap.join(a.defined, b.defined, true, (x) => x),
    vars: ScopeMap.join(a.vars, b.vars, false, joinLineage),
    automata: joinAutomata(a.automata, b.automata),
    must: ScopeMap.join(a.must, b.must, true, (x) => x),
  };
}

/** Walks a block from `entry` (which it does not change) and returns the states at its exits. */
export function walkBlock(block: Block, entry: AbstractState, w: WalkContext): Exit[] {
  const outs = new Map<string, AbstractState>();
  const exits: Exit[] = [];
  for (const id of block.order) {
    const step = block.steps.get(id)!;
    const preds = block.preds.get(id) ?? [];
    let state: AbstractState;
    let owned = false;
    if (id === block.start) state = entry;
    else if (preds.length === 1) {
      state = outs.get(preds[0]!)!;
      owned = successors(block.steps.get(preds[0]!)!).length === 1;
    } else {
      state = joinStates(outs.get(preds[0]!)!, outs.get(preds[1]!)!);
      for (const p of preds.slice(2)) state = joinStates(state, outs.get(p)!);
      owned = true;
    }
    const out = transfer(step, owned ? state : copyState(state), w);
    outs.set(id, out);
    if (successors(step).length === 0) {
      const exit: Exit = { step: id, state: out };
      if (step.kind === 'return') exit.returns = step.value;
      exits.push(exit);
    }
  }
  return exits;
}

function transfer(step: Step, state: AbstractState, w: WalkContext): AbstractState {
  switch (step.kind) {
    case 'call':
      return transferCall(step, state, w);
    case 'branch':
      checkScope(conditionRefs(step.condition), step.id, state, w);
      return state;
    case 'return':
      checkScope(refsOf(step.value), step.id, state, w);
      return state;
    case 'loop':
      return transferLoop(step, state, w);
  }
}

function checkScope(
  refs: ReturnType<typeof refsOf>,
  step: string,
  state: AbstractState,
  w: WalkContext,
): void {
  for (const ref of refs) {
    if (state.defined.has(ref.name)) continue;
    w.sink.violation({
      category: 'scope',
      step,
      message: w.names.has(ref.name)
        ? `${ref.text} is not defined on every path to this step (a result is usable only after its step ran, and a loop body's results only inside it)`
        : `${ref.text} does not name any result of the plan (for literal text that starts with "@", write {"$literal": "…"})`,
      counterexample: ref.text,
    });
  }
}

export function staticSite(step: CallStep, state: AbstractState): CallSite {
  const args = new Map(step.args);
  return {
    step: step.id,
    tool: step.tool,
    argNames: step.args.map(([k]) => k),
    arg(path) {
      const [name, ...rest] = path.split('.');
      return abstractAt(args.get(name!), rest);
    },
    lineage: (name) => lineageOfExpr(args.get(name), state.vars),
  };
}

function transferCall(step: CallStep, state: AbstractState, w: WalkContext): AbstractState {
  for (const [, expr] of step.args) checkScope(refsOf(expr), step.id, state, w);
  const site = staticSite(step, state);
  checkToolSpec(site, w, w.sink);
  checkSinks(site, w, w.sink);
  checkRequires(site, w, w.sink);
  checkFrame(site, w, w.sink);
  const automata = w.policy.automata?.length ? stepAutomata(site, state.automata, w, w.sink) : state.automata;
  state.automata = automata;
  for (const e of effectsOf(site, w) ?? [])
    if (e.pattern !== undefined) state.must.set(`${e.kind}|${e.literal}|${e.pattern}`, e);
  if (!step.result) return state;
  let inputs = NO_LINEAGE;
  for (const [name] of step.args) inputs = joinLineage(inputs, site.lineage(name));
  let lineage = throughCall(inputs, step.id, sanitizedRules(step.tool, w.policy));
  if (isSource(step.tool, w.policy)) lineage = joinLineage(lineage, sourceLineage(step.id, step.tool));
  state.defined.set(step.result, true);
  state.vars.set(step.result, lineage);
  return state;
}

/** Enough for any realistic automaton; the lattice is finite, so the fixpoint comes far sooner. */
const MAX_FIXPOINT_ROUNDS = 1000;

function transferLoop(step: LoopStep, state: AbstractState, w: WalkContext): AbstractState {
  checkScope(refsOf(step.items), step.id, state, w);
  const bodyEntry: AbstractState = {
    defined: state.defined.copy().set(step.as, true),
    vars: state.vars.copy().set(step.as, lineageOfExpr(step.items, state.vars)),
    automata: state.automata,
    must: state.must.copy(),
  };
  const outer = copyState(state);
  let automata = state.automata;
  let returned = NO_LINEAGE;
  const rounds = Math.min(step.maxIterations, MAX_FIXPOINT_ROUNDS);
  for (let round = 0; round < rounds; round++) {
    const exits = walkBlock(step.body, { ...bodyEntry, automata }, w);
    let after = automata;
    for (const exit of exits) {
      after = joinAutomata(after, exit.state.automata);
      if (exit.returns) returned = joinLineage(returned, lineageOfExpr(exit.returns, exit.state.vars));
    }
    if (sameAutomata(after, automata)) break;
    automata = after;
  }
  outer.automata = automata;
  if (!step.result) return outer;
  outer.defined.set(step.result, true);
  outer.vars.set(step.result, throughCall(returned, step.id, []));
  return outer;
}
