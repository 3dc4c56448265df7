% intentguard verifier library: RefineAct's runtime checks (section 4.4) over one session module.
% Every predicate takes the session module M; the spec's facts live there
% (user_goal/3, refined_step/6, risky_action/3) together with the verifier-maintained state
% satisfied/1 (established postconditions) and approved_step/1 (completed step numbers).

:- module(ig_verifier,
          [ init_session/1,
            get_all_steps_for_action/3,
            classify_step/3,
            chain_resolution/3,
            get_action_param_candidates_for_postcondition/3,
            risky_matches/4,
            record_step/2,
            final_check/2,
            cond_holds/2,
            unmet_conditions/3,
            template_step/2,
            chain_json/3,
            final_json/2,
            risky_json/4,
            decide_json/5
          ]).

:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(occurs)).
:- use_module(library(pairs)).

%!  init_session(+M) is det.
%   Declares the verifier's state predicates (and the spec predicates, so an empty spec answers
%   "no steps" instead of raising) in the session module.
init_session(M) :-
    forall(member(N/A, [satisfied/1, approved_step/1, user_goal/3, refined_step/6,
                        risky_action/3, template_step/1, single_object/1,
                        open_request/3]),
           dynamic(M:N/A)).

%!  get_all_steps_for_action(+M, +Action, -Steps:list(integer)) is det.
get_all_steps_for_action(M, Action, Steps) :-
    findall(N, M:refined_step(N, Action, _, _, _, _), Ns),
    sort(Ns, Steps).

%!  cond_holds(+M, +Condition) is semidet.
%   A pre/postcondition holds when it is `true`/`[]` or every conjunct unifies with an
%   established postcondition. Conjuncts are tested independently (no shared bindings).
cond_holds(M, C) :- unmet_conditions(M, C, []).

%!  unmet_conditions(+M, +Condition, -Unmet:list) is det.
unmet_conditions(M, C, Unmet) :-
    conjuncts(C, Cs),
    exclude(established(M), Cs, Unmet).

established(M, P) :- \+ \+ M:satisfied(P).

conjuncts(V, [V]) :- var(V), !.
conjuncts(true, []) :- !.
conjuncts([], []) :- !.
conjuncts([H|T], Cs) :- !, conjuncts(H, C1), conjuncts(T, C2), append(C1, C2, Cs).
conjuncts((A, B), Cs) :- !, conjuncts(A, C1), conjuncts(B, C2), append(C1, C2, Cs).
conjuncts(C, [C]).

%!  template_step(+M, +N) is semidet.
%   A step may repeat when it is declared template_step(N) or one of its parameters is a
%   command template with a `<placeholder>` (e.g. 'rm <identified_files>').
template_step(M, N) :- M:template_step(N), !.
template_step(M, N) :-
    M:refined_step(N, _, Params, _, _, _),
    sub_term(A, Params), ( atom(A) ; string(A) ),
    sub_string(A, B0, _, _, "<"), sub_string(A, B1, _, _, ">"), B1 > B0 + 1, !.

%!  classify_step(+M, +N, -Class) is det.
%   Class is completed, ready or blocked(Unmet).
classify_step(M, N, completed) :-
    M:approved_step(N), \+ template_step(M, N), !.
classify_step(M, N, Class) :-
    M:refined_step(N, _, _, Pre, _, _), !,
    unmet_conditions(M, Pre, Unmet),
    (   Unmet == [] -> Class = ready ; Class = blocked(Unmet) ).

%!  chain_resolution(+M, +Action, -Result) is det.
%   Result is one of
%     no_steps                        the action is in no refined step
%     ready(Ns)                       ready step numbers, lowest first
%     blocked(Blocked, Completed)     Blocked = [blocked(N, Unmet, Candidates)], none ready
%     completed(Ns)                   every step of the action is done and not repeatable
chain_resolution(M, Action, Result) :-
    get_all_steps_for_action(M, Action, Steps),
    (   Steps == []
    ->  Result = no_steps
    ;   findall(N-C, ( member(N, Steps), classify_step(M, N, C) ), Classified),
        findall(N, member(N-ready, Classified), Ready),
        (   Ready \== []
        ->  Result = ready(Ready)
        ;   findall(blocked(N, Unmet, Cands),
                    ( member(N-blocked(Unmet), Classified),
                      unmet_candidates(M, Unmet, Cands) ),
                    Blocked),
            findall(N, member(N-completed, Classified), Done),
            (   Blocked == [] -> Result = completed(Done) ; Result = blocked(Blocked, Done) )
        )
    ).

unmet_candidates(M, Unmet, Cands) :-
    findall(C, ( member(P, Unmet), get_action_param_candidates_for_postcondition(M, P, Cs),
                 member(C, Cs) ), Cands0),
    list_to_set(Cands0, Cands).

%!  get_action_param_candidates_for_postcondition(+M, +Post, -Candidates) is det.
%   Steps whose postcondition establishes Post, as candidate(N, Action, Params, Pre), lowest
%   step first: the actions the agent should run to make Post true.
get_action_param_candidates_for_postcondition(M, Post, Candidates) :-
    findall(N-candidate(N, Action, Params, Pre),
            ( M:refined_step(N, Action, Params, Pre, StepPost, _),
              conjuncts(StepPost, Ps),
              member(P, Ps), \+ \+ P = Post ),
            Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Candidates0),
    list_to_set(Candidates0, Candidates).

%!  risky_matches(+M, +Action, +Views:list(string), -Matches) is det.
%   Matches are match(Pattern, Disposition) for every risky_action/3 of Action (or of the
%   wildcard action `any`) whose pattern occurs in one of the (lower-cased) input views,
%   longest pattern first.
risky_matches(M, Action, Views, Matches) :-
    findall(NegLen-match(Pattern, Disposition),
            ( ( M:risky_action(Action, Pattern, Disposition)
              ; Action \== any, M:risky_action(any, Pattern, Disposition) ),
              pattern_text(Pattern, Text),
              string_length(Text, Len), Len > 0, NegLen is -Len,
              once(( member(V, Views), sub_string(V, _, _, _, Text) )) ),
            Pairs),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, Matches0),
    list_to_set(Matches0, Matches).

pattern_text(P, T) :-
    (   atom(P) -> atom_string(P, S0)
    ;   string(P) -> S0 = P
    ;   number(P) -> number_string(P, S0)
    ;   fail ),
    string_lower(S0, T).  % not trimmed: 'rm ' must not match 'terminal' (views are padded)

%!  record_step(+M, +N) is det.
%   Step N ran (approved and, if constrained, confirmed): its postcondition is established
%   and the step is completed.
record_step(M, N) :-
    (   M:refined_step(N, _, _, _, Post, _)
    ->  conjuncts(Post, Ps),
        forall(( member(P, Ps), \+ ( M:satisfied(Q), Q =@= P ) ), assertz(M:satisfied(P))),
        ( M:approved_step(N) -> true ; assertz(M:approved_step(N)) )
    ;   true
    ).

%!  final_check(+M, -Result) is det.
%   Completeness of the task: the last refined step's postcondition must be established.
%   Result is no_steps, complete(N) or incomplete(N, Unmet, Candidates).
final_check(M, Result) :-
    findall(N, M:refined_step(N, _, _, _, _, _), Ns),
    (   Ns == []
    ->  Result = no_steps
    ;   max_list(Ns, Last),
        once(M:refined_step(Last, _, _, _, Post, _)),
        unmet_conditions(M, Post, Unmet),
        (   Unmet == []
        ->  Result = complete(Last)
        ;   unmet_candidates(M, Unmet, Cands),
            Result = incomplete(Last, Unmet, Cands)
        )
    ).

% ---------------------------------------------------------------------------------------------
% JSON-friendly answers for the TypeScript side. Terms are referred to by step number and
% conjunct index so the caller can print them with the spec's own variable names.

%!  chain_json(+M, +Action, -Dict) is det.
chain_json(M, Action, J) :-
    chain_resolution(M, Action, R),
    chain_result_json(M, R, J).

chain_result_json(_, no_steps, _{kind: "no_steps"}).
chain_result_json(_, ready(Ns), _{kind: "ready", steps: Ns}).
chain_result_json(_, completed(Ns), _{kind: "completed", steps: Ns}).
chain_result_json(M, blocked(Bs, Done), _{kind: "blocked", blocked: JBs, completed: Done}) :-
    maplist(blocked_json(M), Bs, JBs).

blocked_json(M, blocked(N, Unmet, Cands), _{step: N, unmet: Idx, candidates: CNs}) :-
    M:refined_step(N, _, _, Pre, _, _), !,
    unmet_indices(M, Pre, Unmet, Idx),
    findall(CN, member(candidate(CN, _, _, _), Cands), CNs0), sort(CNs0, CNs).

% indices (0-based) of the conjuncts of Cond that are not established; Unmet only guards arity
unmet_indices(M, Cond, _Unmet, Idx) :-
    conjuncts(Cond, Cs),
    findall(I, ( nth0(I, Cs, C), \+ established(M, C) ), Idx).

%!  final_json(+M, -Dict) is det.
final_json(M, J) :-
    final_check(M, R),
    (   R == no_steps -> J = _{kind: "no_steps"}
    ;   R = complete(N) -> J = _{kind: "complete", step: N}
    ;   R = incomplete(N, Unmet, Cands),
        once(M:refined_step(N, _, _, _, Post, _)),
        unmet_indices(M, Post, Unmet, Idx),
        findall(CN, member(candidate(CN, _, _, _), Cands), CNs0), sort(CNs0, CNs),
        J = _{kind: "incomplete", step: N, unmet: Idx, candidates: CNs}
    ).

%!  risky_json(+M, +Action, +Views, -List) is det.
%   Matches as _{pattern, disposition}, longest pattern first.
risky_json(M, Action, Views, L) :-
    risky_matches(M, Action, Views, Ms),
    findall(_{pattern: PS, disposition: D},
            ( member(match(P, D0), Ms), pattern_string(P, PS), atom_string(D0, D) ), L).

pattern_string(P, S) :- ( string(P) -> S = P ; format(string(S), "~w", [P]) ).

%!  decide_json(+M, +Action, +Views, -Risky, -Chain) is det.
%   The risky-pattern matches and the chain resolution of one proposed call in one query (one
%   round trip to the engine per decision).
decide_json(M, Action, Views, Risky, Chain) :-
    risky_json(M, Action, Views, Risky),
    chain_json(M, Action, Chain).
