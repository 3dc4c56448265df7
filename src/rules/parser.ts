// Rule text → RuleSpec, with every syntax problem located (the parser resynchronises at the
// next rule so one run reports them all).
//
//   spec       := rule*
//   rule       := [label ':'] predicate (AND predicate)* ARROW objective ['.' | ';']
//   predicate  := Name '(' constraint (',' constraint)* ')'   (a state predicate)
//               | Name                                       (another rule's objective)
//   constraint := variable op literal
import type { LocatedIssue } from '../core/index.ts';
import { type Token, type TokenKind, tokenize } from './lexer.ts';
import type { Constraint, Literal, Operator, Position, Predicate, Rule, RuleSpec } from './types.ts';

export interface ParseResult {
  spec: RuleSpec;
  issues: LocatedIssue[];
}

class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly at: Position,
  ) {
    super(message);
  }
}

export function parseRules(text: string): ParseResult {
  const { tokens, errors } = tokenize(text);
  const issues: LocatedIssue[] = errors.map((e) => syntaxIssue(e.message, e));
  const rules: Rule[] = [];
  let pos = 0;
  const peek = (offset = 0): Token => tokens[Math.min(pos + offset, tokens.length - 1)]!;
  const next = (): Token => {
    const t = peek();
    if (t.kind !== 'eof') pos += 1;
    return t;
  };
  const expect = (kind: TokenKind, what: string): Token => {
    const t = peek();
    if (t.kind !== kind) throw new SyntaxProblem(`expected ${what} but found ${describe(t)}`, t);
    return next();
  };

  const parseLiteral = (): Literal => {
    const t = next();
    switch (t.kind) {
      case 'string':
        return { kind: 'string', value: t.value };
      case 'number': {
        const value = Number(t.text);
        if (!Number.isFinite(value))
          throw new SyntaxProblem(`number ${t.text.slice(0, 20)}… is too large`, t);
        return { kind: 'number', value };
      }
      case 'date':
        return { kind: 'date', value: t.text };
      case 'time':
        return { kind: 'time', value: t.text };
      case 'ident':
        return { kind: 'name', value: t.text };
      default:
        throw new SyntaxProblem(
          `expected a value (a "string", number, 19:00, 2025-03-14 or a name) but found ${describe(t)}`,
          t,
        );
    }
  };

  const parseConstraint = (): Constraint => {
    const variable = expect('ident', 'a variable name');
    const op = peek();
    if (op.kind !== 'op')
      throw new SyntaxProblem(
        `expected a comparison (=, ≠, <, ≤, >, ≥) after '${variable.text}' but found ${describe(op)}`,
        op,
      );
    next();
    const valueAt = { line: peek().line, column: peek().column };
    const value = parseLiteral();
    return { variable: variable.text, op: op.value as Operator, value, at: position(variable), valueAt };
  };

  const parsePredicate = (): Predicate => {
    const name = expect('ident', 'a state predicate or an objective');
    if (peek().kind !== 'lparen') return { kind: 'objective', name: name.text, at: position(name) };
    next();
    if (peek().kind === 'rparen')
      throw new SyntaxProblem(`state predicate ${name.text}() needs at least one constraint`, peek());
    const constraints: Constraint[] = [parseConstraint()];
    while (peek().kind === 'comma') {
      next();
      constraints.push(parseConstraint());
    }
    expect('rparen', `',' or ')' in ${name.text}(...)`);
    return { kind: 'state', name: name.text, constraints, at: position(name) };
  };

  const parseRule = (): Rule => {
    const start = peek();
    let label: string | undefined;
    if (start.kind === 'ident' && peek(1).kind === 'colon') {
      label = next().text;
      next();
    }
    const predicates: Predicate[] = [parsePredicate()];
    while (peek().kind === 'and' || peek().kind === 'comma') {
      next();
      predicates.push(parsePredicate());
    }
    const arrow = peek();
    if (arrow.kind !== 'arrow')
      throw new SyntaxProblem(`expected ∧ (or &) or → (or ->) but found ${describe(arrow)}`, arrow);
    next();
    const objective = expect('ident', 'the objective after →');
    if (peek().kind === 'lparen')
      throw new SyntaxProblem(`the objective ${objective.text} is a name, not a state predicate`, peek());
    if (peek().kind === 'end') next();
    const rule: Rule = {
      predicates,
      objective: objective.text,
      at: position(start),
      objectiveAt: position(objective),
    };
    if (label !== undefined) rule.label = label;
    return rule;
  };

  // after a problem, skip to what can start a rule: a label, past a terminator or `→ Objective`
  const resync = (start: number) => {
    while (peek().kind !== 'eof') {
      if (pos > start && peek().kind === 'ident' && peek(1).kind === 'colon') return;
      const t = next();
      if (t.kind === 'end') return;
      if (t.kind === 'arrow' && peek().kind === 'ident') {
        next();
        if (peek().kind === 'end') next();
        return;
      }
    }
  };
  // a lexical error explains the parse errors that follow it in the same rule
  const explained = (from: Position, to: Position) => errors.some((e) => after(e, from) && after(to, e));

  while (peek().kind !== 'eof') {
    if (peek().kind === 'end') {
      next();
      continue;
    }
    const start = pos;
    const from = position(peek());
    try {
      rules.push(parseRule());
    } catch (error) {
      if (!(error instanceof SyntaxProblem)) throw error;
      if (!explained(from, error.at)) issues.push(syntaxIssue(error.message, error.at));
      resync(start);
    }
  }
  issues.sort((a, b) => a.line - b.line || a.column - b.column);
  return { spec: { rules }, issues };
}

/** `a` is at or after `b` */
function after(a: Position, b: Position): boolean {
  return a.line > b.line || (a.line === b.line && a.column >= b.column);
}

function position(t: Position): Position {
  return { line: t.line, column: t.column };
}

function describe(t: Token): string {
  if (t.kind === 'eof') return 'the end of the text';
  return `'${t.text}'`;
}

function syntaxIssue(message: string, at: Position): LocatedIssue {
  return { code: 'syntax_error', message, line: at.line, column: at.column, severity: 'error' };
}
