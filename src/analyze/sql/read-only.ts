// SQL is read-only only when the parse shows SELECTs and nothing else: every function called is
// one known to have no side effect (`count`, `lower`, not `pg_sleep`, `lo_export`, `load_file`),
// no `INTO OUTFILE`/`INTO table`, no `FOR UPDATE`, no statement of another kind nested inside.
// Text the parser never sees is scanned too: dynamic SQL (`EXECUTE 'DR'||'OP …'`,
// `PREPARE s FROM CONCAT(…)`) is folded where its parts are constants, and `COPY … PROGRAM`
// runs a shell command.

const PURE_FUNCTIONS = new Set(
  (
    'count sum avg min max group_concat string_agg array_agg json_agg jsonb_agg bool_and bool_or every stddev stddev_pop stddev_samp variance var_pop var_samp median percentile_cont percentile_disc mode ' +
    'lower upper length char_length character_length octet_length bit_length concat concat_ws substring substr left right trim ltrim rtrim btrim lpad rpad replace reverse repeat position strpos instr locate split_part initcap format quote_ident quote_literal md5 sha1 sha2 to_hex ascii chr char regexp_replace regexp_match regexp_matches regexp_like regexp_substr translate ' +
    'abs ceil ceiling floor round trunc truncate mod power pow sqrt exp ln log log10 log2 sign pi greatest least random rand div ' +
    'coalesce nullif ifnull isnull nvl iif if cast convert ' +
    'now current_date current_time current_timestamp localtime localtimestamp date time datetime julianday strftime date_trunc date_part extract to_char to_date to_timestamp to_number age date_add date_sub datediff timestampdiff dateadd year month day hour minute second week weekday dayofweek dayofmonth dayofyear unix_timestamp from_unixtime interval make_date make_timestamp ' +
    'json_extract json_extract_path json_extract_path_text json_object json_array json_build_object json_build_array jsonb_build_object jsonb_extract_path to_json to_jsonb json_typeof jsonb_typeof json_array_length jsonb_array_length json_value json_query ' +
    'row_number rank dense_rank ntile lag lead first_value last_value nth_value percent_rank cume_dist ' +
    'unnest generate_series array_length cardinality exists any all some typeof total version'
  ).split(' '),
);

/** Most AST nodes visited; past it the statement is "too large to check" (asked about). */
const MAX_NODES = 20_000;

/** Statement kinds (the parser's variant names) that change something when nested in a query. */
const NESTED_CHANGES =
  /^(?:Insert|Update|Delete|Merge|Drop|Truncate|Alter\w*|Create\w*|Grant|Revoke|Call|Execute|Copy|Set\w*|Use|Lock\w*|Load\w*)$/;

/**
 * Why a parsed statement is not read-only, or undefined when it is. With `functionsOnly` (a
 * write statement), only the functions it calls are checked: a write that also sleeps, exports
 * or reads files does more than it says.
 */
export function selectProblem(ast: unknown, functionsOnly = false): string | undefined {
  const stack: unknown[] = [ast];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (++seen > MAX_NODES) return 'the statement is too large to check';
    if (Array.isArray(n)) {
      for (const x of n) stack.push(x);
      continue;
    }
    const o = n as Record<string, unknown>;
    const keys = Object.keys(o);
    const tag = keys.length === 1 ? keys[0]! : '';
    const body = tag ? (o[tag] as Record<string, unknown> | null) : undefined;
    if (!functionsOnly && n !== ast && NESTED_CHANGES.test(tag) && body && typeof body === 'object')
      return `a nested ${tag.toUpperCase()}`;
    if (tag === 'Function' && body && typeof body === 'object') {
      const name = functionName(body.name);
      if (!name || !PURE_FUNCTIONS.has(name))
        return `the function \`${name ?? '?'}\` is not known to be free of side effects`;
    }
    if (!functionsOnly && tag === 'Select' && body && typeof body === 'object' && body.into)
      return 'SELECT … INTO writes';
    if (!functionsOnly && Array.isArray(o.locks) && o.locks.length > 0)
      return 'SELECT … FOR UPDATE locks rows';
    for (const v of Object.values(o)) if (v && typeof v === 'object') stack.push(v);
  }
  return undefined;
}

/** `[{Identifier:{value:'pg_catalog'}}, {Identifier:{value:'pg_sleep'}}]` → `pg_catalog.pg_sleep`. */
function functionName(name: unknown): string | undefined {
  if (!Array.isArray(name)) return undefined;
  const parts = name.map((p) => {
    const id = (p as { Identifier?: { value?: unknown } }).Identifier?.value;
    return typeof id === 'string' ? id : undefined;
  });
  if (parts.some((p) => p === undefined)) return undefined;
  return parts.join('.').toLowerCase();
}

/** Comments removed (their text is gone), MySQL `/*! … *\/` bodies kept: what the server runs. */
export function stripComments(sql: string, glue = false): string {
  let out = '';
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < n && sql[j] !== c) j += sql[j] === '\\' ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const body = end < 0 ? sql.slice(i + 2) : sql.slice(i + 2, end);
      // `/*!50000 DROP */` runs its body on MySQL, `/*M! DROP */` on MariaDB
      out += /^M?!/.test(body) ? ` ${body.replace(/^M?!\d*/, '')} ` : glue ? '' : ' ';
      i = end < 0 ? n : end + 2;
    } else if ((c === '-' && sql[i + 1] === '-') || c === '#') {
      const end = sql.indexOf('\n', i);
      out += ' ';
      i = end < 0 ? n : end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Comments removed with nothing in their place: `DR/**\/OP` → `DROP` (a view, never the parse). */
export function joinComments(sql: string): string {
  return stripComments(sql, true);
}

export interface HiddenSql {
  /** statements assembled from constant strings (`'DR'||'OP TABLE t'`) */
  folded: string[];
  /** dynamic SQL whose text is not constant */
  dynamic: boolean;
  /** `COPY … FROM/TO PROGRAM 'cmd'`: shell commands the server runs */
  programs: string[];
  /** keywords of statements that run other statements (`EXECUTE`, `PREPARE`, `CALL`, `DO`) */
  runs: string[];
}

type Token = { kind: 'str' | 'word' | 'var' | 'op'; text: string };

const MAX_SCAN = 256 * 1024;

/** A linear tokenizer: quoted strings (value unescaped), words (lower-cased), `@vars`, punctuation. */
function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const n = Math.min(text.length, MAX_SCAN);
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (
      c === "'" ||
      ((c === 'N' || c === 'n' || c === 'E' || c === 'e') &&
        text[i + 1] === "'" &&
        !/\w/.test(text[i - 1] ?? ''))
    ) {
      let j = c === "'" ? i + 1 : i + 2;
      let value = '';
      while (j < n) {
        const d = text[j]!;
        if (d === '\\' && j + 1 < n) {
          value += text[j + 1];
          j += 2;
        } else if (d === "'" && text[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (d === "'") break;
        else {
          value += d;
          j++;
        }
      }
      out.push({ kind: 'str', text: value });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$]/.test(text[j]!)) j++;
      out.push({ kind: 'word', text: text.slice(i, j).toLowerCase() });
      i = j;
    } else if (c === '@') {
      let j = i + 1;
      while (j < n && /[\w@]/.test(text[j]!)) j++;
      out.push({ kind: 'var', text: text.slice(i, j) });
      i = j;
    } else if (c === '|' && text[i + 1] === '|') {
      out.push({ kind: 'op', text: '||' });
      i += 2;
    } else {
      out.push({ kind: 'op', text: c });
      i++;
    }
  }
  return out;
}

const RUNNERS = new Set(['execute', 'exec', 'prepare', 'call', 'sp_executesql', 'do']);

/** SQL the parser does not see as statements: folded dynamic SQL and `COPY … PROGRAM`. */
export function hiddenSql(text: string): HiddenSql {
  const out: HiddenSql = { folded: [], dynamic: false, programs: [], runs: [] };
  const t = tokenize(text);
  const at = (k: number) => t[k];
  for (let k = 0; k < t.length; k++) {
    const tok = t[k]!;
    if (tok.kind === 'word' && tok.text === 'program' && at(k + 1)?.kind === 'str')
      out.programs.push(at(k + 1)!.text);
    if (tok.kind === 'word' && RUNNERS.has(tok.text)) out.runs.push(tok.text);
  }
  if (out.runs.length === 0) return out;
  for (let k = 0; k < t.length; k++) {
    const tok = t[k]!;
    // 'a' || 'b' || …
    if (tok.kind === 'str' && at(k + 1)?.text === '||' && t[k - 1]?.text !== '||') {
      let text = tok.text;
      let j = k + 1;
      while (at(j)?.text === '||') {
        const next = at(j + 1);
        if (next?.kind !== 'str') {
          out.dynamic = true;
          break;
        }
        text += next.text;
        j += 2;
      }
      out.folded.push(text);
      k = j - 1;
      continue;
    }
    if (tok.text === '||' && t[k - 1]?.kind !== 'str') out.dynamic = true;
    // concat('a', 'b', …)
    if (tok.kind === 'word' && tok.text === 'concat' && at(k + 1)?.text === '(') {
      let text = '';
      let j = k + 2;
      for (; j < t.length && at(j)?.text !== ')'; j++) {
        const p = at(j)!;
        if (p.kind === 'str') text += p.text;
        else if (p.text !== ',') out.dynamic = true;
      }
      out.folded.push(text);
      k = j;
      continue;
    }
    // EXECUTE 'DROP …', PREPARE s FROM 'DELETE …', EXEC('…'), EXECUTE IMMEDIATE 'x'
    if (tok.kind === 'word' && /^(?:execute|exec|from|sp_executesql|immediate)$/.test(tok.text)) {
      let j = k + 1;
      while (at(j)?.text === '(' || at(j)?.text === 'immediate') j++;
      const next = at(j);
      if (next?.kind === 'str' && at(j + 1)?.text !== '||') out.folded.push(next.text);
      else if (next?.kind === 'var' && tok.text !== 'from') out.dynamic = true;
      else if (next?.kind === 'var' && tok.text === 'from' && t.some((x) => x.text === 'prepare'))
        out.dynamic = true;
      else if (next?.kind === 'word' && tok.text !== 'from' && next.text !== 'concat') {
        // `EXECUTE name`: a prepared statement whose text is elsewhere
        out.dynamic = true;
      }
    }
  }
  return out;
}
