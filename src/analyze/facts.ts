// What the analyzers found, as data. Risky patterns match the canonical views; facts carry the
// same knowledge in a structured form for rules that need more than a substring.
import type { Finding } from '../core/index.ts';

/** Wrappers a command was reached through, outermost first (`sudo`, `bash -c`, `$(...)`, ...). */
export type Via = string[];

export type ShellFact =
  | { kind: 'delete'; recursive: boolean; force: boolean; targets: string[]; via: Via; command: string }
  | { kind: 'shred'; targets: string[]; via: Via; command: string }
  | { kind: 'format'; targets: string[]; via: Via; command: string }
  | { kind: 'device_write'; target: string; via: Via; command: string }
  | { kind: 'write'; target: string; append: boolean; via: Via; command: string }
  | { kind: 'permission'; mode: string; recursive: boolean; targets: string[]; via: Via; command: string }
  | { kind: 'ownership'; owner: string; recursive: boolean; targets: string[]; via: Via; command: string }
  | { kind: 'force_push'; remote?: string; refs: string[]; via: Via; command: string }
  | { kind: 'discard_changes'; via: Via; command: string }
  | { kind: 'kill'; signal: string; targets: string[]; all: boolean; via: Via; command: string }
  | { kind: 'shutdown'; via: Via; command: string }
  | { kind: 'fork_bomb'; name: string }
  | { kind: 'download_execute'; tool: string; hosts: string[]; interpreter: string; via: Via }
  | { kind: 'encoded_execute'; encoding: string; interpreter: string; via: Via }
  | { kind: 'execute_code'; language: string; code?: string; via: Via }
  | { kind: 'network'; host: string; url?: string; upload: boolean; via: Via; command: string }
  | { kind: 'privilege'; via: string; user?: string }
  | { kind: 'dynamic'; text: string; reason: DynamicReason; via: Via };

export type DynamicReason =
  | 'command_name'
  | 'script_text'
  | 'unknown_stdin'
  | 'too_deep'
  /** text bash evaluates again (arithmetic, array subscripts, `${x@P}`, `test -v`) holds code or unknown data */
  | 'evaluated_text';

export type SqlStatementKind =
  | 'select'
  | 'insert'
  | 'update'
  | 'delete'
  | 'drop'
  | 'truncate'
  | 'alter'
  | 'create'
  | 'grant'
  | 'other';

export type SqlFact =
  | { kind: 'sql_statement'; statement: SqlStatementKind; tables: string[] }
  | { kind: 'sql_drop'; object: string; names: string[] }
  | { kind: 'sql_truncate'; tables: string[] }
  | { kind: 'sql_delete'; table: string; where: WhereKind }
  | {
      kind: 'sql_update';
      table: string;
      where: WhereKind;
      /** the columns it sets, lower case (`status` of `SET status = 'withdrawn'`) */
      columns?: string[];
      /** the constant it sets each of them to, in order (null where it is computed) */
      values?: Array<string | number | null>;
      /** the constants its WHERE selects rows by, in equalities and IN lists (`id = 3305`) */
      keys?: Array<{ column: string; value: string | number }>;
    }
  | { kind: 'sql_alter_drop'; table: string; what: string[] }
  | { kind: 'sql_multiple'; count: number }
  /** `COPY … FROM/TO PROGRAM 'cmd'`: the server runs a shell command */
  | { kind: 'sql_program'; command: string }
  /** dynamic SQL (`EXECUTE`, `PREPARE … FROM`, `CALL`): `text` when folded from constants */
  | { kind: 'sql_dynamic'; runner: string; text?: string }
  | { kind: 'sql_read_only' };

/**
 * `none`: no WHERE; `tautology`: a WHERE not shown to select few rows (`1=1`, `id > 0`,
 * `x IS NOT NULL`, `LIKE '%'`, `x <> 1`, `EXISTS (…)`); `present`: a selective WHERE.
 */
export type WhereKind = 'none' | 'tautology' | 'present';

export type SensitiveKind =
  | 'root'
  | 'system'
  | 'home_root'
  | 'credentials'
  | 'secrets_file'
  | 'shell_profile'
  | 'vcs';

/** Sensitive locations by what they hold or do (the lexicon is in sensitive-locations.ts). */
export type LocationClass =
  | 'ssh'
  | 'private_keys'
  | 'cloud_credentials'
  | 'kubernetes'
  | 'password_files'
  | 'secret_files'
  | 'package_manager_rc'
  | 'shell_startup'
  | 'cron'
  | 'sudoers'
  | 'service_units'
  | 'git_internals'
  | 'browser_profiles'
  | 'system_secrets'
  | 'process_memory'
  | 'raw_devices'
  | 'shell_history';

export interface PathFact {
  kind: 'path';
  input: string;
  normalized: string;
  glob: boolean;
  /** what the path (or anything the glob matches) is */
  sensitive: SensitiveKind[];
  /** sensitive locations beneath it: what a recursive operation on it would reach */
  contains: SensitiveKind[];
  /** classes of sensitive location it is, or that something the glob matches is */
  locations: LocationClass[];
  escapesRoot?: boolean;
}

export type ValueFact =
  | { kind: 'email'; value: string; domain: string }
  | { kind: 'url'; value: string; host: string }
  | { kind: 'iban'; value: string; country: string; valid: boolean }
  | { kind: 'account'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'handle'; value: string }
  | { kind: 'amount'; value: number; currency?: string; text: string }
  | { kind: 'date'; iso: string; text: string; certain: boolean };

/** Every fact carries the argument it came from (`args.command`). */
export type AnalyzerFact = (ShellFact | SqlFact | PathFact | ValueFact) & { path?: string };

/** A finding that makes the verifier ask instead of approving (fail closed). */
export function unparseableFinding(message: string, reason: string, path?: string): Finding {
  return {
    code: 'unparseable_input',
    message,
    ...(path === undefined ? {} : { path }),
    data: { disposition: 'ask', reason },
  };
}

/** Lower-case, collapse whitespace: the form risky patterns are compared in. */
export function normalizeView(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
