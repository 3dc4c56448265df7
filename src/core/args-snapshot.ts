// The guard decides on one frozen JSON copy of a call's arguments, and the tool is handed that same
// copy: nothing a tool reads (a getter, toJSON, a Proxy trap, a prototype) can differ from what was decided.
import { types } from 'node:util';
import { InputError } from './errors/input-error.ts';

/**
 * Nesting deeper than this is refused: the analyzers and the redactor stop at the same depth, so a
 * value below it would be decided on unseen.
 */
export const SNAPSHOT_MAX_DEPTH = 64;
/**
 * Values (objects, arrays and leaves) one snapshot may copy. A shared sub-object is copied each time
 * it is reached, so without a count a small DAG could unfold into billions of nodes; 2 million
 * leaves room for a 1 MB argument of one-character array items.
 */
export const SNAPSHOT_MAX_NODES = 2_000_000;

/** Why a value has no faithful JSON snapshot, and where in it (`$.a[2].b`). */
export interface SnapshotFault {
  path: string;
  reason: string;
}

export type SnapshotResult<T> = { ok: true; value: T } | { ok: false; fault: SnapshotFault };

/** Snapshots this module made (already frozen plain data): taking one again returns it as is. */
const made = new WeakSet<object>();

/**
 * A deep-frozen JSON copy of `value`, read once through own data properties only (no getter, no
 * `toJSON`, no Proxy trap is ever run). Anything that has no faithful JSON form is a fault:
 * accessors, Proxies, class instances (Buffer, Date, Map, ...), non-plain prototypes, symbol keys,
 * non-enumerable properties, functions, symbols, BigInt, NaN and infinities, array holes or
 * `undefined` items, cycles, and values beyond the depth and size bounds. An object property whose
 * value is `undefined` is left out, as JSON does; `-0` becomes `0`.
 */
export function trySnapshot(value: unknown): SnapshotResult<unknown> {
  if (value !== null && typeof value === 'object' && made.has(value)) return { ok: true, value };
  const state: WalkState = { nodes: 0, ancestors: new Set(), at: [] };
  try {
    return { ok: true, value: copy(value, 0, state) };
  } catch (error) {
    if (error instanceof Fault) return { ok: false, fault: { path: error.path, reason: error.message } };
    // a host object that throws when inspected has no faithful snapshot either
    return { ok: false, fault: { path: '$', reason: `reading it threw: ${(error as Error)?.message}` } };
  }
}

/** The snapshot of a call's arguments (a plain object); throws InputError naming the fault and its path. */
export function snapshotArgs(args: unknown): Readonly<Record<string, unknown>> {
  const result = trySnapshotArgs(args);
  if (!result.ok) throw new InputError(describeSnapshotFault(result.fault));
  return result.value;
}

/** As `snapshotArgs`, the fault returned instead of thrown. */
export function trySnapshotArgs(args: unknown): SnapshotResult<Readonly<Record<string, unknown>>> {
  if (args === null || typeof args !== 'object' || Array.isArray(args))
    return {
      ok: false,
      fault: { path: '$', reason: `the arguments must be an object, not ${kindOf(args)}` },
    };
  const result = trySnapshot(args);
  return result.ok ? { ok: true, value: result.value as Readonly<Record<string, unknown>> } : result;
}

/** One line for a person: where, what, and what to pass instead. */
export function describeSnapshotFault(fault: SnapshotFault): string {
  return `the arguments cannot be decided on as one JSON value: at ${fault.path}, ${fault.reason}; pass plain JSON data (objects, arrays, strings, finite numbers, booleans, null)`;
}

/** Is this a snapshot made here (deep-frozen plain JSON data)? */
export function isSnapshot(value: unknown): boolean {
  return value !== null && typeof value === 'object' && made.has(value);
}

class Fault extends Error {
  readonly path: string;
  constructor(state: WalkState, reason: string) {
    super(reason);
    this.path = formatPath(state.at);
  }
}

interface WalkState {
  nodes: number;
  /** the objects on the path from the root: meeting one again is a cycle */
  ancestors: Set<object>;
  /** the keys and indices from the root to the value being copied (made into text only for a fault) */
  at: (string | number)[];
}

function formatPath(at: readonly (string | number)[]): string {
  let out = '$';
  for (const k of at)
    out +=
      typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`;
  return out;
}

function copy(value: unknown, depth: number, state: WalkState): unknown {
  if (++state.nodes > SNAPSHOT_MAX_NODES)
    throw new Fault(state, `the value has more than ${SNAPSHOT_MAX_NODES} parts`);
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new Fault(state, `${value} has no JSON form`);
      return value === 0 ? 0 : value;
    case 'undefined':
      throw new Fault(state, 'undefined has no JSON form');
    case 'bigint':
      throw new Fault(state, 'a BigInt has no JSON form');
    case 'symbol':
      throw new Fault(state, 'a symbol has no JSON form');
    case 'function':
      throw new Fault(state, 'a function has no JSON form');
    case 'object':
      if (value === null) return null;
      if (made.has(value)) return value;
      if (depth >= SNAPSHOT_MAX_DEPTH) throw new Fault(state, `nesting is deeper than ${SNAPSHOT_MAX_DEPTH}`);
      // first: every other question to a Proxy (prototype, keys, properties) runs one of its traps
      if (types.isProxy(value)) throw new Fault(state, 'a Proxy can answer each read differently');
      if (state.ancestors.has(value)) throw new Fault(state, 'the value contains itself (a cycle)');
      state.ancestors.add(value);
      try {
        const out = Array.isArray(value) ? copyArray(value, depth, state) : copyObject(value, depth, state);
        Object.freeze(out);
        made.add(out);
        return out;
      } finally {
        state.ancestors.delete(value);
      }
  }
}

function copyArray(value: unknown[], depth: number, state: WalkState): unknown[] {
  if (Object.getPrototypeOf(value) !== Array.prototype)
    throw new Fault(state, `an array of class ${className(value)} may read differently from a plain array`);
  const symbols = Object.getOwnPropertySymbols(value);
  if (symbols.length > 0) throw new Fault(state, `a symbol key ${String(symbols[0])} is not part of JSON`);
  const names = Object.getOwnPropertyNames(value);
  // indices and `length` only (a hole makes fewer, a named property more; both are found below)
  if (names.length !== value.length + 1)
    for (const key of names)
      if (key !== 'length' && !isIndex(key, value.length))
        throw new Fault(state, `the array has an extra property "${key}"`);
  const out: unknown[] = [];
  for (let i = 0; i < value.length; i++) {
    state.at.push(i);
    const d = Object.getOwnPropertyDescriptor(value, i);
    if (!d) throw new Fault(state, 'the array has a hole');
    if (!('value' in d)) throw new Fault(state, 'a getter can return something else when the tool reads it');
    out.push(copy(d.value, depth + 1, state));
    state.at.pop();
  }
  return out;
}

function copyObject(value: object, depth: number, state: WalkState): Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new Fault(
      state,
      `an instance of ${className(value)} is not plain data (its class or prototype decides what a reader sees)`,
    );
  const symbols = Object.getOwnPropertySymbols(value);
  if (symbols.length > 0)
    throw new Fault(
      state,
      `a symbol key ${String(symbols[0])} is invisible to the guard but not to the tool`,
    );
  const out: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(value)) {
    state.at.push(key);
    const d = Object.getOwnPropertyDescriptor(value, key)!;
    if (!('value' in d)) throw new Fault(state, 'a getter can return something else when the tool reads it');
    if (!d.enumerable)
      throw new Fault(state, 'a non-enumerable property is invisible to the guard but not to the tool');
    if (d.value !== undefined) {
      const copied = copy(d.value, depth + 1, state);
      // defined, not assigned: a key named __proto__ stays a key and never becomes the prototype
      if (key === '__proto__')
        Object.defineProperty(out, key, {
          value: copied,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[key] = copied;
    }
    state.at.pop();
  }
  return out;
}

function isIndex(key: string, length: number): boolean {
  if (!/^(?:0|[1-9]\d*)$/.test(key)) return false;
  return Number(key) < length;
}

/** The prototype's constructor name, read through data properties only (no getter runs). */
function className(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || typeof proto !== 'object') return 'an unnamed prototype';
  const ctor: unknown = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value;
  const name: unknown =
    typeof ctor === 'function' ? Object.getOwnPropertyDescriptor(ctor, 'name')?.value : undefined;
  return typeof name === 'string' && name !== '' ? name : 'an unnamed prototype';
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
