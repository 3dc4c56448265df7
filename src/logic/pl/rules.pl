% intentguard VeriSafe rules (VeriSafe Agent, sections 4-6): Horn-clause rules over typed state
% values, evaluated in three-valued logic (true > likely > false; `likely` is a string match by
% similarity only), tentative pre-action updates, predicate-level and rule-level verification.
%
% A rule specification, compiled by intentguard, lives in a session module M as
%   rs_rule(RuleIdx, Objective, Preds)     Preds: st(PredIdx, State, Cs) | ob(PredIdx, Objective)
%   rs_pred(State, RuleIdx, PredIdx, Cs)   the state predicates again, indexed by state
%   rs_action_objective(Objective)         objectives achieved only by performing an action
% where Cs are c(ConstraintIdx, Var, Op, Const), Op one of eq ne lt le gt ge and Const one of
% num(N) date(Day) time(Seconds) bool(B) enum(Atom) str(ConstId).
% Runtime state kept here:
%   rs_val(State, Var, Value, Display)     observed values; an unobserved variable has none
%   rs_str_eq(ConstId, Degree)             yes | likely | no: the current value vs a string constant
%   rs_achieved(Objective)                 an action achieving Objective ran

:- module(ig_rules,
          [ rs_init/1,
            rs_apply/3,
            rs_check_update/4,
            rs_check_critical/5,
            rs_rules/3,
            rs_status/2,
            rs_status_of/3,
            rs_achieve/2
          ]).

:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(pairs)).

%!  rs_init(+M) is det.
rs_init(M) :-
    forall(member(N/A, [rs_rule/3, rs_pred/4, rs_action_objective/1,
                        rs_val/4, rs_str_eq/2, rs_achieved/1]),
           dynamic(M:N/A)).

% ---------------------------------------------------------------------------------------------
% Three-valued evaluation

t_min(true, T, T) :- !.
t_min(T, true, T) :- !.
t_min(likely, likely, likely) :- !.
t_min(_, _, false).

t_max(false, T, T) :- !.
t_max(T, false, T) :- !.
t_max(true, _, true) :- !.
t_max(_, true, true) :- !.
t_max(_, _, likely).

%   constraint_value(+M, +State, +C, -T): an unobserved variable makes the constraint false
constraint_value(M, S, c(_, Var, Op, K), T) :-
    (   M:rs_val(S, Var, V, _) -> compare_value(M, Op, V, K, T) ; T = false ).

compare_value(M, Op, str, str(Id), T) :- !,
    (   M:rs_str_eq(Id, D) -> true ; D = no ),
    str_truth(Op, D, T).
compare_value(_, Op, num(A), num(B), T) :- !, order(Op, A, B, T).
compare_value(_, Op, date(A), date(B), T) :- !, order(Op, A, B, T).
compare_value(_, Op, time(A), time(B), T) :- !, order(Op, A, B, T).
compare_value(_, Op, bool(A), bool(B), T) :- !, same(Op, A, B, T).
compare_value(_, Op, enum(A), enum(B), T) :- !, same(Op, A, B, T).
compare_value(_, _, _, _, false).          % bad: observed, but not a value of the type

str_truth(eq, yes, true).
str_truth(eq, likely, likely).
str_truth(eq, no, false).
str_truth(ne, yes, false).
str_truth(ne, likely, false).              % probably equal: "not equal" is not established
str_truth(ne, no, true).

order(eq, A, B, T) :- truth(A =:= B, T).
order(ne, A, B, T) :- truth(A =\= B, T).
order(lt, A, B, T) :- truth(A < B, T).
order(le, A, B, T) :- truth(A =< B, T).
order(gt, A, B, T) :- truth(A > B, T).
order(ge, A, B, T) :- truth(A >= B, T).

same(eq, A, B, T) :- truth(A == B, T).
same(ne, A, B, T) :- truth(A \== B, T).

truth(G, T) :- ( call(G) -> T = true ; T = false ).

pred_value(M, _, st(_, S, Cs), T) :- !, foldl(constraint_fold(M, S), Cs, true, T).
pred_value(M, Seen, ob(_, O), T) :- objective_value(M, O, Seen, T).

constraint_fold(M, S, C, T0, T) :-
    (   T0 == false -> T = false ; constraint_value(M, S, C, T1), t_min(T0, T1, T) ).

preds_value(M, Seen, Ps, T) :- foldl(pred_fold(M, Seen), Ps, true, T).
pred_fold(M, Seen, P, T0, T) :-
    (   T0 == false -> T = false ; pred_value(M, Seen, P, T1), t_min(T0, T1, T) ).

%   An objective holds when an action achieving it ran; an objective no action achieves is
%   derived: it holds when one of its rules is satisfied (Seen guards against cycles).
objective_value(M, O, _, true) :- M:rs_achieved(O), !.
objective_value(M, O, _, false) :- M:rs_action_objective(O), !.
objective_value(_, O, Seen, false) :- memberchk(O, Seen), !.
objective_value(M, O, Seen, T) :-
    findall(Ps, M:rs_rule(_, O, Ps), Bodies),
    foldl(body_fold(M, [O|Seen]), Bodies, false, T).

body_fold(M, Seen, Ps, T0, T) :-
    (   T0 == true -> T = true ; preds_value(M, Seen, Ps, T1), t_max(T0, T1, T) ).

% ---------------------------------------------------------------------------------------------
% Updates: Sets are dicts _{s: State, v: Var, t: Tag, x: Value, d: Display} with Tag one of
% num date time bool enum str bad unset; Eqs are dicts _{id: ConstId, d: yes|likely|no}.

%!  rs_apply(+M, +Sets, +Eqs) is det.
%   Makes the updates permanent (the action ran, or the value was observed).
rs_apply(M, Sets, Eqs) :- apply_all(M, Sets, Eqs, _).

with_updates(M, Sets, Eqs, Goal) :-
    setup_call_cleanup(apply_all(M, Sets, Eqs, Undo), once(Goal), undo_all(M, Undo)).

apply_all(M, Sets, Eqs, undo(OldVals, OldEqs)) :-
    maplist(apply_set(M), Sets, OldVals),
    maplist(apply_eq(M), Eqs, OldEqs).

apply_set(M, D, old(S, V, Old)) :-
    get_dict(s, D, S), get_dict(v, D, V),
    (   M:rs_val(S, V, X0, Y0) -> Old = some(X0, Y0) ; Old = none ),
    retractall(M:rs_val(S, V, _, _)),
    typed(D, T),
    (   T == unset -> true ; get_dict(d, D, Disp), assertz(M:rs_val(S, V, T, Disp)) ).

typed(D, T) :-
    get_dict(t, D, Tag),
    (   memberchk(Tag, [unset, str, bad]) -> T = Tag
    ;   get_dict(x, D, X), T =.. [Tag, X]
    ).

apply_eq(M, D, old_eq(Id, Old)) :-
    get_dict(id, D, Id), get_dict(d, D, Degree),
    (   M:rs_str_eq(Id, D0) -> Old = some(D0) ; Old = none ),
    retractall(M:rs_str_eq(Id, _)),
    assertz(M:rs_str_eq(Id, Degree)).

undo_all(M, undo(OldVals, OldEqs)) :-
    reverse(OldVals, RVals), maplist(restore_val(M), RVals),
    reverse(OldEqs, REqs), maplist(restore_eq(M), REqs).

restore_val(M, old(S, V, Old)) :-
    retractall(M:rs_val(S, V, _, _)),
    (   Old = some(X, Y) -> assertz(M:rs_val(S, V, X, Y)) ; true ).

restore_eq(M, old_eq(Id, Old)) :-
    retractall(M:rs_str_eq(Id, _)),
    (   Old = some(D) -> assertz(M:rs_str_eq(Id, D)) ; true ).

% ---------------------------------------------------------------------------------------------
% Predicate-level verification

%!  rs_check_update(+M, +Sets, +Eqs, -Violations:list(dict)) is det.
%   With the updates applied tentatively (and reverted afterwards): for every updated state, the
%   predicates of the specification over it that the update falsifies, i.e. a constraint on an
%   variable the update sets is false (making a variable unobserved falsifies nothing: it is
%   "not seen yet"). A state is reported only when the update falsifies *every*
%   predicate over it: while one rule still accepts the value (R3's `available ≠ True` next to
%   R1's `available = True`), the update is on a valid branch.
%   Violations: _{state: S, preds: [_{rule: R, pred: P, failed: [_{c: C, seen: Display}]}]}
rs_check_update(M, Sets, Eqs, Violations) :-
    with_updates(M, Sets, Eqs, update_violations(M, Sets, Violations)).

update_violations(M, Sets, Violations) :-
    findall(S-V, ( member(D, Sets), get_dict(s, D, S), get_dict(v, D, V), get_dict(t, D, T), T \== unset ),
            Pairs0),
    sort(Pairs0, Pairs),
    group_pairs_by_key(Pairs, Groups),
    findall(_{state: S, preds: Vs},
            ( member(S-Vars, Groups), state_violations(M, S, Vars, Vs) ),
            Violations).

state_violations(M, S, Vars, Vs) :-
    findall(R-P-Cs, M:rs_pred(S, R, P, Cs), Preds),
    Preds \== [],
    maplist(pred_violation(M, S, Vars), Preds, Vs),
    \+ ( member(V, Vs), get_dict(failed, V, []) ).

pred_violation(M, S, Vars, R-P-Cs, _{rule: R, pred: P, failed: Failed}) :-
    findall(_{c: C, seen: Seen},
            ( member(Cn, Cs), Cn = c(C, Var, _, _), memberchk(Var, Vars),
              constraint_value(M, S, Cn, false),
              ( M:rs_val(S, Var, _, Seen) -> true ; Seen = "" ) ),
            Failed).

% ---------------------------------------------------------------------------------------------
% Rule-level verification and status

%!  rs_check_critical(+M, +Sets, +Eqs, +Objective, -Rules:list(dict)) is det.
%   The status of every rule concluding Objective with the updates applied tentatively.
rs_check_critical(M, Sets, Eqs, O, Rules) :-
    with_updates(M, Sets, Eqs, rs_rules(M, O, Rules)).

%!  rs_rules(+M, +Objective, -Rules:list(dict)) is det.
rs_rules(M, O, Rules) :-
    findall(J, ( M:rs_rule(R, O, Ps), rule_json(M, R, O, Ps, J) ), Rules).

%!  rs_status(+M, -Rules:list(dict)) is det.
%   Every rule: _{rule, objective, value, preds: [_{pred, value, unset, failed, likely}]}.
rs_status(M, Rules) :- rs_rules(M, _, Rules).

%!  rs_status_of(+M, +RuleIdxs, -Rules:list(dict)) is det.
%   The status of the given rules only (after an update, those that can have changed).
rs_status_of(M, Ids, Rules) :-
    findall(J, ( member(R, Ids), M:rs_rule(R, O, Ps), rule_json(M, R, O, Ps, J) ), Rules).

rule_json(M, R, O, Ps, _{rule: R, objective: O, value: T, preds: PJ}) :-
    maplist(pred_json(M), Ps, PJ),
    foldl(json_fold, PJ, true, T).

json_fold(J, T0, T) :- get_dict(value, J, T1), t_min(T0, T1, T).

%   one pass over the constraints: the predicate's value and, per constraint, why it fails
pred_json(M, st(P, S, Cs), _{pred: P, value: T, unset: Unset, failed: Failed, likely: Likely}) :-
    constraints_status(Cs, M, S, true, T, Unset, Failed, Likely).
pred_json(M, ob(P, O), _{pred: P, value: T, unset: [], failed: [], likely: []}) :-
    objective_value(M, O, [], T).

constraints_status([], _, _, T, T, [], [], []).
constraints_status([Cn|Cs], M, S, T0, T, Unset, Failed, Likely) :-
    Cn = c(C, V, Op, K),
    (   M:rs_val(S, V, X, Seen)
    ->  compare_value(M, Op, X, K, T1),
        (   T1 == false -> Failed = [_{c: C, seen: Seen}|Failed1], Unset = Unset1, Likely = Likely1
        ;   T1 == likely -> Likely = [C|Likely1], Failed = Failed1, Unset = Unset1
        ;   Failed = Failed1, Unset = Unset1, Likely = Likely1
        )
    ;   T1 = false, Unset = [C|Unset1], Failed = Failed1, Likely = Likely1
    ),
    t_min(T0, T1, T2),
    constraints_status(Cs, M, S, T2, T, Unset1, Failed1, Likely1).

%!  rs_achieve(+M, +Objective) is det.
rs_achieve(M, O) :-
    (   M:rs_achieved(O) -> true ; assertz(M:rs_achieved(O)) ).
