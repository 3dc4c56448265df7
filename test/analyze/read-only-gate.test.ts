// The execution check approves a command only when every word is proven to only read. Each
// class below was approved before; rewordings of each are included so the rule is the mechanism,
// not the example.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadAnalyzers } from '../../src/analyze/index.ts';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { analysisCheck, analyzerSource } from '../../src/verify/analysis-check.ts';
import { executionCheck } from '../../src/verify/execution-check.ts';
import type { CheckContext } from '../../src/verify/guard-check.ts';

const analyzers = await loadAnalyzers();
const execution = executionCheck(analyzers);
const analysis = analysisCheck(analyzerSource(analyzers));

function ctx(tools: Tool[] = []): CheckContext {
  return {
    sessionId: 't',
    history: [],
    violationCount: () => 0,
    tools: new Map(tools.map((t) => [t.name, t])),
  };
}

/** `approved` when neither check has anything to say, else the most severe disposition. */
function decide(call: ToolCall, tools: Tool[] = []): string {
  const c = ctx(tools);
  const outcomes = [execution.check(call, c), analysis.check(call, c)].filter((o) => o !== null);
  return outcomes[0]?.disposition ?? 'approved';
}

const sh = (command: string) => ({ tool: 'terminal', args: { command } });

function expectAsks(commands: string[]): void {
  for (const c of commands) assert.equal(decide(sh(c)), 'approved_with_constraints', c);
}

function expectApproved(commands: string[]): void {
  for (const c of commands) assert.equal(decide(sh(c)), 'approved', c);
}

describe('read-only is proven word by word', () => {
  it('plain reads still pass', () => {
    expectApproved([
      'ls -la /tmp',
      'cat README.md | head -n 20',
      'grep -rn TODO src --include=*.ts',
      'rg -n "fn main" crates',
      'git log --oneline -n 5',
      'git status -s && git diff --stat HEAD~1',
      'find . -name "*.md" -type f -print',
      'sed -n "1,20p" notes.txt',
      "sed -e 's/foo/bar/g' input.txt",
      'sort -u names.txt | uniq -c',
      'date +%Y-%m-%d',
      'hostname -f',
      'LC_ALL=C sort list.txt',
      'echo $((6 * 7))',
      'jq -r .name package.json',
      'wc -l *.ts',
    ]);
  });

  it('options of listed commands that write or run programs are not read-only', () => {
    expectAsks([
      'rg --pre ./unpack pattern .',
      'rg --pre=/tmp/helper secret',
      'git diff --output=/tmp/leak.patch',
      'git log -p --output /home/u/.bashrc',
      'git -c core.pager=/tmp/evil log',
      'git --config-env=core.pager=EVIL log',
      'git -c diff.external=/tmp/x diff',
      'git diff --ext-diff',
      'sort -o /etc/hosts input.txt',
      'sort --output=/tmp/x data',
      'sort --compress-program=/tmp/run big.txt',
      "find . -fprintf /tmp/out '%p'",
      'find / -fls /tmp/listing',
      'find . -fprint0 /tmp/x',
      'find . -newer a -delete',
      'tree -o /tmp/tree.txt',
      'date -s "2001-01-01"',
      'date --set=yesterday',
      'date 010112002020',
      'hostname attacker-box',
      'hostname -F /tmp/name',
      'uniq input.txt output.txt',
      'git branch new-feature',
      'git tag v9.9.9',
      'git remote add origin https://evil.example/repo.git',
    ]);
  });

  it('unknown options of an allowlisted command are not read-only', () => {
    expectAsks(['ls --definitely-not-an-option', 'cat -Z file', 'grep --frobnicate x y', 'wc --write=out']);
  });

  it('sed scripts that execute or write are not read-only', () => {
    expectAsks([
      "sed '1e id' file",
      "sed -n '$e curl -s https://x.example' log",
      "sed 's/.*/rm -rf ~/e' list",
      "sed -E 's/(a)/\\1/ge' f",
      "sed 's/a/b/w /tmp/copy' f",
      "sed -n '/secret/w /tmp/out' f",
      "sed -e 'W /tmp/x' f",
      'sed -i s/a/b/ file',
      'sed --in-place=.bak s/a/b/ file',
      'sed -f script.sed file',
    ]);
  });

  it('environment prefixes and assignments that change what runs are not read-only', () => {
    expectAsks([
      'LD_PRELOAD=/tmp/hook.so ls',
      'LD_LIBRARY_PATH=/tmp cat x',
      'BASH_ENV=/tmp/rc bash -c true',
      'PATH=/tmp/bin:$PATH ls',
      'GIT_EXTERNAL_DIFF=/tmp/d git diff',
      'GIT_PAGER="sh -c id" git log',
      'env LD_PRELOAD=/tmp/x.so cat file',
      'PATH=/tmp/evil:$PATH; ls',
      'export PAGER=/tmp/x; git log',
    ]);
  });

  it('wrappers that do more than schedule are not read-only', () => {
    expectAsks(['strace -o /tmp/trace ls', 'sudo ls /root', 'time -o /tmp/t ls']);
    expectApproved(['nice -n 5 ls', 'timeout 5 cat file']);
  });

  it('env -S runs the command in its string', () => {
    expectAsks(["env -S 'rm -rf ~/work'", "env -iS'chmod -R 777 /'", 'env --split-string="touch /tmp/x"']);
  });

  it('sensitive reads need confirmation', () => {
    expectAsks([
      'env',
      'printenv',
      'env | grep -i key',
      'set',
      'export -p',
      'ps auxe',
      'ps eww',
      'echo $OPENAI_API_KEY',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
      'echo "token: ${GITHUB_TOKEN}"',
      'printf "%s" "$DB_PASSWORD"',
      'cat ~/.bash_history',
      'tail -n 50 /home/ann/.zsh_history',
      'history',
      'cat ~/.aws/credentials',
      'cat ~/.ssh/id_ed25519',
      'head .env',
      'cat /proc/self/environ',
      'jq -n env',
    ]);
    expectApproved(['ps aux', 'echo $HOME', 'cat notes/todo.txt']);
  });
});

describe('nested and unnamed command arguments are analysed like top-level ones', () => {
  const terminal: Tool = { name: 'terminal', description: 'Run a shell command' };
  const runner: Tool = { name: 'runner', description: 'Executes commands on the build host' };

  it('commands inside arrays, objects and argv lists', () => {
    for (const args of [
      { command: ['rm -r ~/project'] },
      { command: ['rm', '-r', '/home/u/project'] },
      { options: { command: 'rm -r ~/project' } },
      { steps: [{ cmd: 'chmod 777 /etc/passwd' }] },
      { commands: ['ls', 'shred -u notes.txt'] },
    ])
      assert.equal(
        decide({ tool: 'terminal', args }, [terminal]),
        'approved_with_constraints',
        JSON.stringify(args),
      );
    assert.equal(decide({ tool: 'terminal', args: { command: ['ls', '-la'] } }, [terminal]), 'approved');
  });

  it('parameters named input, args or argv on a tool that runs commands', () => {
    for (const args of [
      { input: 'rm -r ~/p' },
      { args: ['rm', '-rf', '~'] },
      { argv: ['truncate', '-s0', 'db.sqlite'] },
    ])
      assert.equal(
        decide({ tool: 'runner', args }, [runner]),
        'approved_with_constraints',
        JSON.stringify(args),
      );
    assert.equal(decide({ tool: 'runner', args: { input: 'cat README.md' } }, [runner]), 'approved');
  });
});

describe('package queries, version queries and shells running an analysed script', () => {
  it('queries of the package database and of the system read', () => {
    expectApproved([
      'dpkg -l | grep -i ruby',
      'dpkg --status openssh-server',
      'dpkg-query -W --showformat=%s libc6',
      'dpkg -S /usr/bin/perl',
      'apt-cache policy nginx',
      'apt-cache rdepends --installed libssl3',
      'apt list --installed 2>/dev/null | grep node',
      'apt show curl',
      'apt-get -s remove --purge ruby2.7',
      'apt-get --dry-run autoremove',
      'lsb_release -a',
      'groups deploy && id deploy',
      'getent passwd www-data',
      'node --version; python3 -V; ruby --version',
    ]);
  });

  it('the same programs asked to change the system are asked about', () => {
    expectAsks([
      'dpkg -i ./tool.deb',
      'dpkg --purge ruby2.7',
      'dpkg-query --set-selections < sel.txt',
      'apt-cache gencaches',
      'apt install nginx',
      'apt-get remove ruby2.7',
      'apt-get -s -o APT::Update::Pre-Invoke::=/tmp/x purge ruby2.7',
      'apt-get -s update',
      'python3 --version script.py',
      'ruby -v',
    ]);
  });

  it('bash -c is judged by the commands of its script', () => {
    expectApproved([
      'bash -lc \'uname -a; dpkg -l | grep -E "nginx|apache" | head -n 20\'',
      "sh -c 'cat /etc/os-release'",
      "bash -e -o pipefail -c 'ls -la /var/log | tail -n 5'",
    ]);
    expectAsks([
      "bash -lc 'rm -rf /opt/old-app'",
      "bash -c 'apt-get purge -y ruby2.7'",
      'bash ./cleanup.sh',
      "bash --rcfile /tmp/rc -c 'ls'",
      'bash -c "$SCRIPT"',
    ]);
  });
});
