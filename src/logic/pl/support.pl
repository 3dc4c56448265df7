% intentguard engine support: the read-only text checker, term conversion to JSON-friendly
% dicts, loading checked text into a session module, and bounded goal execution.
% Nothing here ever calls a goal that comes from untrusted text: text is only *read*.

:- module(ig_support,
          [ ig_check_text/4,
            ig_parse_text/3,
            ig_load_module/4,
            ig_clear_module/1,
            ig_run/4,
            ig_term_json/3
          ]).

:- use_module(library(sandbox)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(occurs)).
:- use_module(library(pairs)).

%!  ig_check_text(+Text, +Vocabulary:list(string), +Reserved:list(string), -Issues:list(dict)) is det.
%
%   Reads every clause of Text without executing anything and reports each problem as
%   _{kind, line, col, message}: syntax errors (all of them: the reader resyncs), singleton
%   variables, directives other than dynamic/discontiguous, module qualification anywhere,
%   clauses for reserved predicates, and clause bodies the SWI sandbox does not accept.
ig_check_text(Text, Vocab0, Reserved0, Issues) :-
    maplist(pi_from_string, Vocab0, Vocab),
    maplist(pi_from_string, Reserved0, Reserved),
    setup_call_cleanup(open_string(Text, S), read_all(S, Terms, Issues0), close(S)),
    structural_issues(Terms, Reserved, Issues1),
    sandbox_issues(Terms, Vocab, Issues2),
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

%!  ig_load_module(+Module, +SourceId, +Text, -Issues) is det.
%
%   Loads already checked Text into Module. Warnings and errors raised while loading are
%   collected as issues (nothing is printed).
:- dynamic collecting/1, collected/4.
:- multifile user:message_hook/3.
user:message_hook(T, K, _) :-
    ( K == error ; K == warning ),
    collecting(Q), !,
    ( source_location(_, L) -> true ; L = 0 ),
    msg(T, M),
    assertz(collected(Q, K, L, M)).

ig_load_module(Module, Id, Text, Issues) :-
    gensym(load, Q),
    assertz(collecting(Q)),
    catch(setup_call_cleanup(open_string(Text, In),
                             load_files(Module:Id, [stream(In), silent(true), register(false)]),
                             ( close(In), retractall(collecting(Q)) )),
          E, ( msg(E, EM), assertz(collected(Q, error, 0, EM)) )),
    findall(_{kind: "load_error", line: L, col: 0, message: M}, retract(collected(Q, _, L, M)), Issues).

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
