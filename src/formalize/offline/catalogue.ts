// Built-in risky patterns, per kind of tool. Patterns match the analyzers' canonical views
// (`rm -rf /` for `bash -c "r''m -rf /"`), so they are written in that normal form.
import type { RiskDisposition } from '../../spec/index.ts';
import type { ToolKind } from './roles.ts';

type Entry = [pattern: string, disposition: RiskDisposition];

/** Catastrophic whatever the task: never run. */
const SHELL_REJECT: Entry[] = [
  ['rm -rf / ', 'reject'],
  ['rm -rf /*', 'reject'],
  ['rm -rf ~ ', 'reject'],
  ['rm -rf ~/ ', 'reject'],
  ['rm -rf $home', 'reject'],
  ['mkfs', 'reject'],
  ['dd of=/dev/', 'reject'],
  ['> /dev/sd', 'reject'],
  ['chmod -r 777 / ', 'reject'],
  ['fork bomb', 'reject'],
  [':(){', 'reject'],
  ['base64 | sh', 'reject'],
  ['base64 | bash', 'reject'],
  ['curl | sh', 'reject'],
  ['curl | bash', 'reject'],
  ['wget | sh', 'reject'],
  ['wget | bash', 'reject'],
  ['kill -9 -1', 'reject'],
];

/** Risky, acceptable with the user's consent. */
const SHELL_CONSENT: Entry[] = [
  ['rm -rf', 'user_consent'],
  ['rm -r ', 'user_consent'],
  ['shred', 'user_consent'],
  ['sudo ', 'user_consent'],
  ['git push --force', 'user_consent'],
  ['git reset --hard', 'user_consent'],
  ['kill -9', 'user_consent'],
  ['shutdown', 'user_consent'],
  ['reboot', 'user_consent'],
  ['chmod -r', 'user_consent'],
  ['chown -r', 'user_consent'],
  ['/etc/shadow', 'user_consent'],
  ['/etc/passwd', 'user_consent'],
  ['/.ssh/', 'user_consent'],
  ['crontab', 'user_consent'],
  ['iptables', 'user_consent'],
  ['systemctl', 'user_consent'],
];

/** Dangerous calls from inside code (Python and friends). */
const CODE_CONSENT: Entry[] = [
  ['shutil.rmtree', 'user_consent'],
  ['os.remove', 'user_consent'],
  ['os.unlink', 'user_consent'],
  ['os.rmdir', 'user_consent'],
  ['os.system', 'user_consent'],
  ['subprocess', 'user_consent'],
  ['os.popen', 'user_consent'],
  ['eval(', 'user_consent'],
  ['exec(', 'user_consent'],
  ['socket', 'user_consent'],
  ['requests.post', 'user_consent'],
  ['urllib', 'user_consent'],
  ['/etc/', 'user_consent'],
  ['os.chmod', 'user_consent'],
  ['os.kill', 'user_consent'],
  ['pickle.loads', 'user_consent'],
];

const SQL: Entry[] = [
  ['drop table', 'user_consent'],
  ['drop database', 'user_consent'],
  ['drop schema', 'user_consent'],
  ['truncate', 'user_consent'],
  ['delete without where', 'user_consent'],
  ['update without where', 'user_consent'],
  ['alter table', 'user_consent'],
];

/**
 * Patterns for a tool of these kinds. When the user forbids destructive changes, SQL drops and
 * truncation become `reject` (RefineAct Figure 1).
 */
export function catalogue(kinds: Set<ToolKind>, options: { forbidsDestruction: boolean }): Entry[] {
  const out: Entry[] = [];
  if (kinds.has('shell') || kinds.has('code')) out.push(...SHELL_REJECT, ...SHELL_CONSENT);
  if (kinds.has('code')) out.push(...CODE_CONSENT);
  if (kinds.has('sql') || kinds.has('shell') || kinds.has('code'))
    out.push(
      ...SQL.map(
        ([p, d]): Entry => [p, options.forbidsDestruction && /drop|truncate/.test(p) ? 'reject' : d],
      ),
    );
  return out;
}
