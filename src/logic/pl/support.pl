% intentguard engine support: the read-only text checker, term conversion to JSON-friendly
% dicts, loading checked text into a session module, and bounded goal execution.
% Nothing here ever calls a goal that comes from untrusted text: text is only *read*.

:- module(ig_support,
          [ ig_check_text/5,
            ig_parse_text/3,
            ig_load_module/5,
            ig_compose_clause/3,
            ig_clear_module/1,
            ig_run/4,
            ig_term_json/3
          ]).

:- use_module(library(sandbox)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(occurs)).
:- use_module(library(pairs)).

%!  ig_check_text(+Text, +Vocabulary, +Reserved, +Allowed, -Issues:list(dict)) is det.
%
%   Reads every clause of Text without executing or expanding anything (read_term/3 never runs
%   term_expansion, goal_expansion or DCG translation) and reports each problem as
%   _{kind, line, col, message}: syntax errors (all of them: the reader resyncs), singleton
%   variables, directives other than dynamic/discontiguous, grammar rules, hook and built-in
%   heads, clauses for reserved predicates.
%   Allowed == [] (open mode): clause bodies must be free of meta-calls and module
%   qualification and accepted by SWI's sandbox (safe_goal/1).
%   Allowed \== [] (strict mode, specifications): the text may define only the Allowed
%   predicates, and only as facts; any other head is an unknown predicate.
ig_check_text(Text, Vocab0, Reserved0, Allowed0, Issues) :-
    maplist(pi_from_string, Vocab0, Vocab),
    maplist(pi_from_string, Reserved0, Reserved),
    maplist(pi_from_string, Allowed0, Allowed),
    setup_call_cleanup(open_string(Text, S), read_all(S, Terms, Issues0), close(S)),
    (   Allowed == []
    ->  structural_issues(Terms, Reserved, Issues1),
        sandbox_issues(Terms, Vocab, Issues2)
    ;   strict_issues(Terms, Allowed, Reserved, Issues1),
        Issues2 = []
    ),
    append([Issues0, Issues1, Issues2], Issues3),
    maplist(issue_dict, Issues3, Issues).

pi_from_string(S, N/A) :- term_string(N/A, S).

issue_dict(issue(K, L, C, M), _{kind: K, line: L, col: C, message: M}).

% read_all(+Stream, -Terms, -Issues): Terms are t(Line, Col, Term, VarNames)
read_all(S, Terms, Issues) :-
    catch(read_term(S, T, [ singletons(Ss), variable_names(Vs), term_position(P),
                            syntax_errors(error), subterm_positions(_) ]),
          E, true),
    (   nonvar(E)
    ->  error_issue(E, I), Issues = [I|Is], read_all(S, Terms, Is)
    ;   T == end_of_file
    ->  Terms = [], Issues = []
    ;   stream_position_data(line_count, P, L),
        stream_position_data(line_position, P, C0), C is C0 + 1,
        exclude(underscore_var, Ss, Bad),
        (   Bad == []
        ->  Issues = Is
        ;   findall(N, member(N=_, Bad), Ns),
            atomic_list_concat(Ns, ', ', NsA),
            format(string(M), "Singleton variables: [~w] (use _ or _Name for a variable used once)", [NsA]),
            Issues = [issue(singletons, L, C, M)|Is]
        ),
        Terms = [t(L, C, T, Vs)|Ts],
        read_all(S, Ts, Is)
    ).

underscore_var(N=_) :- sub_atom(N, 0, _, _, '_').

error_issue(error(syntax_error(W), stream(_, L, C0, _)), issue(syntax_error, L, C, M)) :-
    !, C is C0 + 1, msg(error(syntax_error(W), _), M).
error_issue(E, issue(syntax_error, 0, 0, M)) :- msg(E, M).

msg(E, M) :-
    catch(( '$messages':translate_message(E, Lines, []),
            with_output_to(string(M0), print_message_lines(current_output, '', Lines)),
            normalize_space(string(M), M0) ),
          _, format(string(M), "~q", [E])).

structural_issues([], _, []).
structural_issues([t(L, C, T, _)|Ts], Reserved, Issues) :-
    findall(issue(K, L, C, M), structural_issue(T, Reserved, K, M), Is0),
    append(Is0, Rest, Issues),
    structural_issues(Ts, Reserved, Rest).

structural_issue((:- D), _, directive, M) :-
    \+ allowed_directive(D),
    format(string(M), "Directive not allowed: ~q (only dynamic/1 and discontiguous/1)", [D]).
structural_issue(T, _, qualified, M) :-
    qualified_subterm(T, Q), !,
    format(string(M), "Module-qualified term not allowed: ~q", [Q]).
structural_issue(T, Reserved, reserved, M) :-
    T \= (:- _),
    clause_head(T, H), callable(H), functor(H, N, A), memberchk(N/A, Reserved),
    format(string(M), "~w/~w is maintained by the verifier and cannot be defined in a specification", [N, A]).
structural_issue(T, _, head, M) :-
    T \= (:- _),
    clause_head(T, H), \+ callable(H),
    format(string(M), "Clause head is not a predicate: ~q", [H]).
structural_issue(T, _, head, M) :-
    T \= (:- _),
    clause_head(T, H), callable(H), functor(H, N, A), control_head(N, A),
    format(string(M), "Cannot redefine control construct ~w/~w", [N, A]).

structural_issue((_ --> _), _, grammar_rule, M) :-
    M = "Grammar rules (-->) are not allowed: their bodies would be translated and run as code".
structural_issue(T, _, hook, M) :-
    T \= (:- _),
    clause_head(T, H), callable(H), \+ qualified_subterm(H, _), functor(H, N, A),
    ( hook_head(N, A) ; predicate_property(system:H, defined) ), !,
    format(string(M), "~w/~w is a hook or built-in predicate and cannot be defined here", [N, A]).
structural_issue((_ :- B), _, meta_call, M) :-
    \+ qualified_subterm(B, _),
    \+ term_nodes_over(B, 5000),
    body_meta_call(B, M0), !,
    format(string(M), "Clause body not allowed: ~w", [M0]).

% Predicates SWI (or its libraries) call on the program's behalf: defining one runs code at load
% time or on every message, outside any query's inference limit.
hook_head(term_expansion, 2). hook_head(term_expansion, 4).
hook_head(goal_expansion, 2). hook_head(goal_expansion, 4).
hook_head(message_hook, 3). hook_head(prolog_load_file, 2). hook_head(exception, 3).
hook_head(portray, 1). hook_head(expand_query, 4). hook_head(expand_answer, 2).
hook_head(prolog_exception_hook, 4). hook_head(prolog_exception_hook, 5).
hook_head(prolog_trace_interception, 4). hook_head(message_property, 2).
hook_head(prolog_file_type, 2). hook_head(file_search_path, 2). hook_head(library_directory, 1).
hook_head(resource, 2). hook_head(resource, 3). hook_head(prolog_predicate_name, 2).
hook_head(prolog_clause_name, 2). hook_head(prolog_uncaught_exception_hook, 4).

%   body_meta_call(+Body, -Message): the first goal in Body that calls a goal built or chosen at
%   run time (a variable goal, call/N, =.., assert/retract and friends). Such a goal could address
%   any module, another session's included, so it is refused whatever the sandbox says.
body_meta_call(G, M) :- var(G), !, M = "a variable used as a goal (meta-call)".
body_meta_call(_:_, M) :- !, M = "a module-qualified goal".
body_meta_call((A, B), M) :- !, ( body_meta_call(A, M) -> true ; body_meta_call(B, M) ).
body_meta_call((A ; B), M) :- !, ( body_meta_call(A, M) -> true ; body_meta_call(B, M) ).
body_meta_call((A -> B), M) :- !, ( body_meta_call(A, M) -> true ; body_meta_call(B, M) ).
body_meta_call((A *-> B), M) :- !, ( body_meta_call(A, M) -> true ; body_meta_call(B, M) ).
body_meta_call(\+ A, M) :- !, body_meta_call(A, M).
body_meta_call(G, M) :-
    callable(G), functor(G, N, A),
    forbidden_goal(N, A), !,
    format(string(M), "~w/~w (goals built or stored at run time are not allowed)", [N, A]).
body_meta_call(G, M) :-
    callable(G),
    predicate_property(system:G, meta_predicate(Spec)),
    Spec =.. [_|Specs], G =.. [_|Args],
    pairs_from(Specs, Args, Pairs),
    member(S-Arg, Pairs),
    goal_spec(S, Arg, Goal),
    body_meta_call(Goal, M), !.
body_meta_call(G, M) :-
    \+ callable(G), \+ var(G), !,
    format(string(M), "~q is not a goal", [G]).

pairs_from([], [], []).
pairs_from([S|Ss], [A|As], [S-A|Ps]) :- pairs_from(Ss, As, Ps).

goal_spec(S, Arg, Goal) :- integer(S), !, strip_carets(Arg, Goal).
goal_spec(^, Arg, Goal) :- !, strip_carets(Arg, Goal).
goal_spec(//, Arg, Arg).

strip_carets(G, G) :- var(G), !.
strip_carets(_^G0, G) :- !, strip_carets(G0, G).
strip_carets(G, G).

forbidden_goal(call, A) :- A >= 1.
forbidden_goal(apply, 2).
forbidden_goal(=.., 2).
forbidden_goal(N, _) :-
    memberchk(N, [ assert, asserta, assertz, retract, retractall, abolish, erase,
                   recorda, recordz, recorded, instance, flag, nb_setval, b_setval, nb_getval,
                   b_getval, set_prolog_flag, op, dynamic, consult, load_files, ensure_loaded,
                   use_module, tabling, table, thread_create, thread_signal, with_output_to,
                   format_predicate, char_conversion, setarg, nb_setarg, nb_linkarg ]).

%   strict_issues(+Terms, +Allowed, +Reserved, -Issues): a specification defines only the Allowed
%   predicates and only as facts. Anything else (a misspelled predicate, a hook such as
%   term_expansion/2, a grammar rule, a rule body) is reported where it starts.
strict_issues([], _, _, []).
strict_issues([t(L, C, T, _)|Ts], Allowed, Reserved, Issues) :-
    (   strict_issue(T, Allowed, Reserved, K, M)
    ->  Issues = [issue(K, L, C, M)|Rest]
    ;   Issues = Rest
    ),
    strict_issues(Ts, Allowed, Reserved, Rest).

strict_issue((:- D), _, _, directive, M) :- !,
    \+ allowed_directive(D),
    format(string(M), "Directive not allowed: ~q (only dynamic/1 and discontiguous/1)", [D]).
strict_issue((H --> _), Allowed, _, grammar_rule, M) :- !,
    allowed_text(Allowed, AT),
    (   callable(H) -> functor(H, N, A), format(string(Of), " for ~w/~w", [N, A]) ; Of = "" ),
    format(string(M), "Grammar rule~w not allowed (-->): a specification may only state facts of ~w",
           [Of, AT]).
strict_issue((H :- _), Allowed, Reserved, K, M) :- !,
    (   callable(H), \+ qualified_subterm(H, _), functor(H, N, A), memberchk(N/A, Allowed)
    ->  K = not_a_fact,
        format(string(M), "~w/~w must be a fact, not a rule (a specification states facts; nothing in it is run)", [N, A])
    ;   strict_head_issue(H, Allowed, Reserved, K, M0) -> M = M0
    ;   K = not_a_fact, M = "Rules are not allowed in a specification"
    ).
strict_issue(H, Allowed, Reserved, K, M) :-
    strict_head_issue(H, Allowed, Reserved, K, M).

strict_head_issue(H, _, _, head, M) :-
    \+ callable(H), !,
    format(string(M), "Clause head is not a predicate: ~q", [H]).
strict_head_issue(H, _, _, qualified, M) :-
    H = (_:_), !,
    format(string(M), "Module-qualified clause not allowed: ~q", [H]).
strict_head_issue(H, _, Reserved, reserved, M) :-
    functor(H, N, A), memberchk(N/A, Reserved), !,
    format(string(M), "~w/~w is maintained by the verifier and cannot be defined in a specification", [N, A]).
strict_head_issue(H, Allowed, _, unknown_predicate, M) :-
    functor(H, N, A), \+ memberchk(N/A, Allowed),
    allowed_text(Allowed, AT),
    (   closest_allowed(N, A, Allowed, Best)
    ->  format(string(Hint), " (did you mean ~w?)", [Best])
    ;   Hint = ""
    ),
    format(string(M), "Unknown predicate ~q: a specification may only define ~w~w", [N/A, AT, Hint]).

allowed_text(Allowed, T) :-
    findall(S, ( member(N/A, Allowed), format(string(S), "~w/~w", [N, A]) ), Ss),
    atomic_list_concat(Ss, ', ', T).

% the allowed predicate nearest to N/A: same name with another arity, or a name within edit
% distance 2 (a typo such as refined_stpe or risky_actoin)
closest_allowed(N, _, Allowed, N/A2) :- member(N/A2, Allowed), !.
closest_allowed(N, _, Allowed, Best) :-
    atom_codes(N, Cs),
    findall(D-(N2/A2), ( member(N2/A2, Allowed), atom_codes(N2, Cs2),
                         edit_distance(Cs, Cs2, D), D =< 2 ), Ds),
    keysort(Ds, [_-Best|_]).

% Damerau-Levenshtein distance (optimal string alignment), bounded inputs (predicate names)
edit_distance(As, Bs, D) :-
    length(As, LA), length(Bs, LB),
    (   LA > 64 ; LB > 64 ), !, D = 99.
edit_distance(As, Bs, D) :-
    length(Bs, LB), numlist(0, LB, Row0),
    osa_rows(As, Bs, none, Row0, 1, D).

osa_rows([], _, _, Row, _, D) :- last(Row, D).
osa_rows([A|As], Bs, PrevPrev, Prev, I, D) :-
    osa_row(Bs, A, As, PrevPrev, Prev, I, Row),
    I1 is I + 1,
    osa_rows(As, Bs, Prev-A, Row, I1, D).

osa_row(Bs, A, _, PP, Prev, I, [I|Cells]) :-
    osa_cells(Bs, A, PP, Prev, I, none, 1, Cells).

osa_cells([], _, _, _, _, _, _, []).
osa_cells([B|Bs], A, PP, [Diag, Up|PrevRest], Left, PrevB, J, [V|Vs]) :-
    ( A == B -> Cost = 0 ; Cost = 1 ),
    V0 is min(min(Up + 1, Left + 1), Diag + Cost),
    (   PP = PPRow-PrevA, PrevA == B, PrevB == A, J >= 2,
        J2 is J - 2, nth0(J2, PPRow, T0)
    ->  V is min(V0, T0 + 1)
    ;   V = V0
    ),
    J1 is J + 1,
    osa_cells(Bs, A, PP, [Up|PrevRest], V, B, J1, Vs).

control_head((','), 2). control_head((;), 2). control_head((->), 2). control_head((:-), 1).
control_head((:-), 2). control_head((?-), 1). control_head((\+), 1). control_head(call, _).

allowed_directive(dynamic(Spec)) :- pi_list(Spec).
allowed_directive(discontiguous(Spec)) :- pi_list(Spec).

pi_list(V) :- var(V), !, fail.
pi_list((A, B)) :- !, pi_list(A), pi_list(B).
pi_list([]) :- !.
pi_list([H|T]) :- !, pi_list(H), pi_list(T).
pi_list(N/A) :- atom(N), integer(A), A >= 0, A < 64.

% qualified_subterm(+T, -Q): first Module:Goal subterm, found with a work list (linear; sub_term/2
% is quadratic on long operator chains such as a+a+...+a).
qualified_subterm(T, Q) :- qualified_in([T], Q).
qualified_in([T|Ts], Q) :-
    (   compound(T)
    ->  (   T = (_:_) -> Q = T
        ;   compound_name_arguments(T, _, Args), append(Args, Ts, Rest), qualified_in(Rest, Q) )
    ;   qualified_in(Ts, Q) ).

% term_nodes_over(+T, +Max): T has more than Max compound/atomic nodes (linear, stops early).
term_nodes_over(T, Max) :- nodes_over([T], 0, Max).
nodes_over([], _, _) :- fail.
nodes_over([T|Ts], N, Max) :-
    N1 is N + 1,
    (   N1 > Max -> true
    ;   compound(T) -> compound_name_arguments(T, _, As), append(As, Ts, Rest), nodes_over(Rest, N1, Max)
    ;   nodes_over(Ts, N1, Max) ).

clause_head((H :- _), H) :- !.
clause_head((H --> _), H) :- !.
clause_head(H, H).

% Every clause body must be accepted by SWI's sandbox (safe_goal/1). Predicates defined in the
% text or named in the vocabulary are declared in a throw-away module first so they count as known.
sandbox_issues(Terms, Vocab, Issues) :-
    in_temporary_module(Mod, true, ig_support:sandbox_in(Mod, Terms, Vocab, Issues)).

sandbox_in(Mod, Terms, Vocab, Issues) :-
    forall(( member(t(_, _, C, _), Terms), C \= (:- _), clause_head(C, H), callable(H),
             \+ qualified_subterm(C, _) ),
           declare(Mod, H)),
    forall(member(N/A, Vocab), ( functor(H2, N, A), declare(Mod, H2) )),
    findall(issue(unsafe, L, Col, M),
            ( member(t(L, Col, (_ :- B), _), Terms),
              \+ qualified_subterm(B, _),
              (   term_nodes_over(B, 5000)
              ->  M = "Clause body too large for the sandbox check (over 5000 subterms)"
              ;   unsafe(Mod:B, M) ) ),
            Issues).

declare(Mod, H) :-
    functor(H, N, A),
    (   catch(dynamic(Mod:N/A), _, fail) -> true ; true ).

unsafe(G, M) :-
    catch(( safe_goal(G), fail ), E, ( msg(E, M0), format(string(M), "Unsafe clause body: ~w", [M0]) )).

%!  ig_parse_text(+Text, +Max, -Clauses:list(dict)) is det.
%
%   The clauses of already checked Text as _{line, col, term} with the term as JSON-friendly
%   dicts (see ig_term_json/3). Max bounds the number of clauses.
ig_parse_text(Text, Max, Clauses) :-
    setup_call_cleanup(open_string(Text, S), read_all(S, Terms, _), close(S)),
    length(Terms, Len),
    (   Len > Max -> throw(error(resource_error(clauses), Len)) ; true ),
    maplist(clause_dict, Terms, Clauses).

clause_dict(t(L, C, T, Vs), _{line: L, col: C, term: J}) :-
    ig_term_json(T, Vs, J).

%!  ig_term_json(+Term, +VarNames, -Json) is det.
ig_term_json(T, Vs, J) :- term_json(T, Vs, 0, J).

term_json(T, Vs, _, _{type: "var", name: N}) :-
    var(T), !,
    (   member(N0=V, Vs), V == T -> atom_string(N0, N) ; N = "_" ).
term_json(_, _, D, _) :- D > 1000, !, throw(error(resource_error(term_depth), 1000)).
term_json(T, _, _, _{type: "num", value: T}) :- number(T), !.
term_json(T, _, _, _{type: "str", value: T}) :- string(T), !.
term_json([], _, _, _{type: "list", items: []}) :- !.
term_json(T, _, _, _{type: "atom", name: S}) :- atom(T), !, atom_string(T, S).
term_json(T, Vs, D, J) :-
    T = [_|_], !, D1 is D + 1,
    list_parts(T, Items, Tail),
    terms_json(Items, Vs, D1, JItems),
    (   Tail == []
    ->  J = _{type: "list", items: JItems}
    ;   term_json(Tail, Vs, D1, JT), J = _{type: "list", items: JItems, tail: JT}
    ).
term_json(T, Vs, D, _{type: "compound", name: S, args: JArgs}) :-
    compound(T), !, D1 is D + 1,
    compound_name_arguments(T, N, Args), atom_string(N, S),
    terms_json(Args, Vs, D1, JArgs).
term_json(T, _, _, _{type: "str", value: S}) :- format(string(S), "~q", [T]).

terms_json([], _, _, []).
terms_json([T|Ts], Vs, D, [J|Js]) :- term_json(T, Vs, D, J), terms_json(Ts, Vs, D, Js).

list_parts(L, [], L) :- var(L), !.
list_parts([H|T], [H|Is], Tail) :- !, list_parts(T, Is, Tail).
list_parts(Tail, [], Tail).

%!  ig_load_module(+Module, +Text, +Limit, +Rules, -Issues) is det.
%
%   Loads Text into Module without the compiler: each clause is read with read_term/3 (no
%   term_expansion, goal_expansion or DCG translation, no directive executed) and asserted
%   into Module, all of them or none (one transaction), within Limit inferences.
%   dynamic/1 declarations are honoured; any other directive, a grammar rule, a module-
%   qualified head or a syntax error is an issue and nothing is loaded. Rules (clauses with a
%   body) are loaded only when Rules is true; otherwise the text must be facts.
ig_load_module(Module, Text, Limit, Rules, Issues) :-
    catch(call_with_inference_limit(load_terms(Module, Text, Rules, Issues0), Limit, R), E, true),
    (   nonvar(E)
    ->  msg(E, EM), Issues = [_{kind: "load_error", line: 0, col: 0, message: EM}]
    ;   R == inference_limit_exceeded
    ->  Issues = [_{kind: "load_error", line: 0, col: 0,
                   message: "loading exceeded the inference limit; nothing was loaded"}]
    ;   Issues = Issues0
    ), !.

load_terms(Module, Text, Rules, Issues) :-
    setup_call_cleanup(open_string(Text, S), read_all(S, Terms, ReadIssues), close(S)),
    exclude(singleton_issue, ReadIssues, Errors0),
    findall(issue(K, L, C, M), ( member(t(L, C, T, _), Terms), load_issue(T, Rules, K, M) ), Errors1),
    append(Errors0, Errors1, Errors),
    (   Errors == []
    ->  transaction(forall(member(t(_, _, T, _), Terms), load_term(Module, T))),
        Issues = []
    ;   maplist(issue_dict, Errors, Issues)
    ).

singleton_issue(issue(singletons, _, _, _)).

load_issue((:- D), _, directive, M) :-
    \+ allowed_directive(D),
    format(string(M), "Directive not executed: ~q", [D]).
load_issue((_ --> _), _, grammar_rule, "Grammar rules (-->) are not loaded").
load_issue((_ :- _), Rules, not_a_fact, "Rules are not loaded here: this module holds facts only") :-
    Rules \== true.
load_issue(T, _, head, M) :-
    T \= (:- _), T \= (_ --> _),
    clause_head(T, H),
    (   \+ callable(H) ; H = (_:_) ), !,
    format(string(M), "Clause head is not a local predicate: ~q", [H]).

load_term(Module, (:- dynamic(Spec))) :- !,
    pi_members(Spec, PIs),
    forall(member(PI, PIs), dynamic(Module:PI)).
load_term(_, (:- _)) :- !.
load_term(Module, Clause) :- assertz(Module:Clause).

pi_members((A, B), PIs) :- !, pi_members(A, P1), pi_members(B, P2), append(P1, P2, PIs).
pi_members(L, PIs) :- is_list(L), !, maplist(pi_members, L, Ps), append(Ps, PIs).
pi_members(PI, [PI]).

%!  ig_compose_clause(+Skeleton, -Text, -Issues) is det.
%
%   Writes one clause built from a skeleton (JSON-friendly lists) as Prolog text with writeq
%   quoting, so nothing in a field can end the clause, open a comment or start a directive.
%   Skeleton (JavaScript strings arrive as atoms): [a, Name] an atom, [n, Number], [l, Items] a
%   list, [c, Name, Args] a compound, [t, Path, Text] exactly one term read from Text. Variables with the same name
%   in different "t" fields are the same variable. Issues are _{path, message} for fields
%   that are not exactly one term.
ig_compose_clause(Skel, Text, Issues) :-
    compose(Skel, T, [], Vs, [], Issues0),
    (   Issues0 == []
    ->  with_output_to(string(Text),
                       write_term(T, [ quoted(true), variable_names(Vs), spacing(next_argument),
                                       fullstop(true), nl(true), ignore_ops(false) ])),
        Issues = []
    ;   Text = "", reverse(Issues0, Issues)
    ).

compose([a, S], A, Vs, Vs, Is, Is) :- !, atom_string(A, S).
compose([n, N], N, Vs, Vs, Is, Is) :- number(N), !.
compose([l, Items], L, Vs0, Vs, Is0, Is) :- !, compose_list(Items, L, Vs0, Vs, Is0, Is).
compose([c, Name, Args], T, Vs0, Vs, Is0, Is) :- !,
    atom_string(N, Name),
    compose_list(Args, As, Vs0, Vs, Is0, Is),
    (   As == [] -> T = N ; compound_name_arguments(T, N, As) ).
compose([t, Path, S], T, Vs0, Vs, Is0, Is) :- !,
    (   read_one_term(S, T0, FieldVs, Error)
    ->  (   var(Error)
        ->  T = T0, merge_names(FieldVs, Vs0, Vs), Is = Is0
        ;   Vs = Vs0, Is = [_{path: Path, message: Error}|Is0]
        )
    ;   Vs = Vs0, Is = [_{path: Path, message: "not a term"}|Is0]
    ).

compose_list([], [], Vs, Vs, Is, Is).
compose_list([S|Ss], [T|Ts], Vs0, Vs, Is0, Is) :-
    compose(S, T, Vs0, Vs1, Is0, Is1),
    compose_list(Ss, Ts, Vs1, Vs, Is1, Is).

merge_names([], Vs, Vs).
merge_names([N=V|Rest], Vs0, Vs) :-
    (   memberchk(N=V0, Vs0) -> V = V0, Vs1 = Vs0 ; Vs1 = [N=V|Vs0] ),
    merge_names(Rest, Vs1, Vs).

% read_one_term(+String, -Term, -VarNames, -Error): Error stays unbound when String is exactly one
% term (no full stop needed, none allowed inside).
read_one_term(S, T, Vs, Error) :-
    string_concat(S, "\n. ", S1),
    catch(setup_call_cleanup(
              open_string(S1, In),
              ( read_term(In, T, [variable_names(Vs), syntax_errors(error)]),
                read_term(In, After, [syntax_errors(error)]) ),
              close(In)),
          E, true),
    (   nonvar(E)
    ->  error_issue(E, issue(_, _, C, M)),
        (   C > 0 -> format(string(Error), "~w (at character ~w)", [M, C]) ; Error = M )
    ;   T == end_of_file -> Error = "empty: a term is required"
    ;   After \== end_of_file -> Error = "more than one term (a full stop ends the first one)"
    ;   true
    ).

%!  ig_clear_module(+Module) is det.
%   Removes every clause of every predicate defined in Module (the session ends).
ig_clear_module(Module) :-
    forall(( current_predicate(Module:N/A), functor(H, N, A),
             \+ predicate_property(Module:H, imported_from(_)) ),
           catch(abolish(Module:N/A), _, retractall(Module:H))).

%!  ig_run(+Goal, +Limit, -Status, -Message) is det.
%   Runs Goal (trusted, built by intentguard) at most once, bounded by Limit inferences.
%   Status is true, false, limit or error; exceptions become Message.
ig_run(Goal, Limit, Status, Message) :-
    catch(call_with_inference_limit(Goal, Limit, R), E, true),
    (   nonvar(E) -> Status = error, msg(E, Message)
    ;   var(R) -> Status = false, Message = ""
    ;   R == inference_limit_exceeded -> Status = limit, Message = "inference limit exceeded"
    ;   Status = true, Message = ""
    ), !.
ig_run(_, _, false, "").

%!  user:ig_error_text(+Exception, -Text) is det.
%   Exception as readable text (used by the engine bridge for uncaught exceptions).
user:ig_error_text(E, T) :- msg(E, T).
