import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  analyzePath,
  escapesRoot,
  globCanTouch,
  globMatches,
  isGlob,
  normalizePath,
  reachableKinds,
  sensitiveKinds,
} from '../../src/analyze/paths.ts';

describe('path normal form', () => {
  const cases: Array<[string, string]> = [
    ['/a//b/../c/', '/a/c'],
    ['./a/./b', 'a/b'],
    ['~/x/../.ssh//id_rsa', '~/.ssh/id_rsa'],
    ['$HOME/docs', '~/docs'],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell text, not a template
    ['${HOME}', '~'],
    ['~/', '~'],
    ['/tmp/x/../../etc', '/etc'],
    ['../up', '../up'],
    ['/..', '/'],
  ];
  for (const [input, expected] of cases)
    it(`${input} → ${expected}`, () => assert.equal(normalizePath(input), expected));

  it('maps the given home directory to ~ and resolves against cwd', () => {
    assert.equal(normalizePath('/home/alice/.ssh', { home: '/home/alice' }), '~/.ssh');
    assert.equal(normalizePath('/home/alicex/a', { home: '/home/alice' }), '/home/alicex/a');
    assert.equal(normalizePath('b/../c', { cwd: '/work' }), '/work/c');
  });

  it('is idempotent', () => {
    const seg = fc.constantFrom('a', 'b', '.', '..', '', '~', '.ssh', '*');
    fc.assert(
      fc.property(fc.boolean(), fc.array(seg, { maxLength: 8 }), (abs, segs) => {
        const p = (abs ? '/' : '') + segs.join('/');
        const once = normalizePath(p);
        assert.equal(normalizePath(once), once, p);
      }),
    );
  });
});

describe('globs', () => {
  it('knows what is a glob', () => {
    assert.equal(isGlob('src/*.ts'), true);
    assert.equal(isGlob('a/{b,c}'), true);
    assert.equal(isGlob('/etc/passwd'), false);
  });

  it('`*` and `?` do not match a leading dot, as in the shell', () => {
    assert.equal(globMatches('*', '.env'), false);
    assert.equal(globMatches('~/*', '~/.ssh'), false);
    assert.equal(globMatches('?env', '.env'), false);
    assert.equal(globMatches('.*', '.env'), true);
    assert.equal(globMatches('**/*.ts', 'a/b/c.ts'), true);
    assert.equal(globMatches('**/*', 'a/.git/config'), false);
  });

  it('can touch a path when it matches the path or one of its ancestors', () => {
    assert.equal(globCanTouch('/e*', '/etc/passwd'), true);
    assert.equal(globCanTouch('/tmp/*', '/etc/passwd'), false);
    assert.equal(globCanTouch('~/*', '~/.ssh/id_rsa'), false);
    assert.equal(globCanTouch('~/.*', '~/.ssh/id_rsa'), true);
    assert.equal(globCanTouch('/etc', '/etc/shadow'), true);
  });
});

describe('sensitive locations', () => {
  const cases: Array<[string, string[]]> = [
    ['/', ['root']],
    ['/etc/passwd', ['system']],
    ['/etc/shadow', ['system', 'credentials']],
    ['~', ['home_root']],
    ['/home/bob', ['home_root']],
    ['~/.ssh', ['credentials']],
    ['~/.ssh/id_ed25519', ['credentials']],
    ['/home/bob/.aws/credentials', ['credentials', 'secrets_file']],
    ['.env', ['secrets_file']],
    ['app/.env.production', ['secrets_file']],
    ['~/.bashrc', ['shell_profile']],
    ['repo/.git', ['vcs']],
    ['src/index.ts', []],
    ['/tmp/build', []],
    ['/*', ['root', 'system', 'home_root']],
    ['~/*', ['home_root']],
    ['~/.*', ['credentials', 'secrets_file', 'shell_profile']],
    ['*.ts', []],
  ];
  for (const [p, kinds] of cases)
    it(`${p} is ${kinds.join(', ') || 'not sensitive'}`, () => assert.deepEqual(sensitiveKinds(p), kinds));

  it('reports what a recursive operation reaches beneath a path', () => {
    assert.ok(reachableKinds('~').includes('credentials'));
    assert.ok(reachableKinds('/').includes('credentials'));
    assert.deepEqual(reachableKinds('~/*'), ['home_root']);
    assert.deepEqual(reachableKinds('/tmp/build'), []);
    assert.ok(reachableKinds('/e*').includes('system'));
  });
});

describe('escaping a root', () => {
  const cases: Array<[string, boolean]> = [
    ['a/b', false],
    ['./a/../b', false],
    ['../x', true],
    ['a/../../x', true],
    ['/work/project/src', false],
    ['/work/projectx', true],
    ['/etc/passwd', true],
    ['~/x', true],
    ['src/**/*.ts', false],
    ['../*', true],
  ];
  for (const [p, expected] of cases)
    it(`${p} ${expected ? 'escapes' : 'stays in'} /work/project`, () =>
      assert.equal(escapesRoot(p, '/work/project'), expected));

  it('a home-relative root contains home-relative paths', () => {
    assert.equal(escapesRoot('~/proj/a', '~/proj'), false);
    assert.equal(escapesRoot('/home/al/proj/a', '~/proj', { home: '/home/al' }), false);
    assert.equal(escapesRoot('~/.ssh', '~/proj'), true);
  });

  it('analyzePath gathers everything into one fact', () => {
    assert.deepEqual(analyzePath('/home/al/proj/../.ssh/id_rsa', { home: '/home/al', root: '~/proj' }), {
      kind: 'path',
      input: '/home/al/proj/../.ssh/id_rsa',
      normalized: '~/.ssh/id_rsa',
      glob: false,
      sensitive: ['credentials'],
      contains: ['credentials'],
      locations: ['ssh', 'private_keys'],
      escapesRoot: true,
    });
  });
});
