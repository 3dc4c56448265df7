// Whether the user's instruction itself names a location ("add my key to ~/.ssh/authorized_keys",
// "edit the crontab"), and whether it names files at all: a sensitive location the user never
// named is reached only with the user's confirmation, and written never when other files were named.
import { escapeRegExp } from '../core/index.ts';
import type { LocationClass } from './facts.ts';
import { normalizePath } from './paths-normal.ts';
import { locationRule } from './sensitive-locations.ts';

/** Path-like words: `/a/b`, `~/a`, `./a`, `dir/file`, `file.ext`. */
const PATH_WORD =
  /(?<![\w@%+~.-])((?:~|\.{1,2})?\/[\w.@%+~-]+(?:\/[\w.@%+~-]*)*|[\w@%+~.-]+(?:\/[\w.@%+~-]+)+|[\w@%+~-]+(?:\.[A-Za-z][A-Za-z0-9]{0,7})+)/g;

/** Files and folders the instruction names (its path-like words, trailing sentence dots removed). */
export function pathsNamedIn(instruction: string): string[] {
  const out = new Set<string>();
  for (const m of instruction.matchAll(PATH_WORD)) {
    const word = m[1]!.replace(/\.+$/, '');
    if (word.length > 1) out.add(word);
  }
  return [...out];
}

/** `word` occurs in `text` as a whole word (a trailing sentence dot is allowed). */
function hasWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\w.-])${escapeRegExp(word)}(?![\\w-]|\\.[\\w])`, 'i').test(text);
}

/**
 * A file name that names one place by itself: it starts with a dot, or holds `.`, `_`, `-` or a
 * digit (`.bashrc`, `authorized_keys`, `id_ed25519`, `server.key`). `config` or `token` alone
 * could be any file, so they name a place only with their folder (`.git/config`).
 */
function distinctive(name: string): boolean {
  return name.length >= 4 && (name.startsWith('.') || /[._\-0-9]/.test(name));
}

/**
 * Does the instruction name this location? By its path (as written, normalised, or its last
 * two or more components: `.ssh/authorized_keys`), by a distinctive file name (with or without
 * its leading dot: `.bashrc`, `bashrc`), or by a name its class says users call it (`crontab`).
 */
export function namedByInstruction(
  path: string,
  classes: readonly LocationClass[],
  instruction: string | undefined,
): boolean {
  if (!instruction) return false;
  const text = instruction.toLowerCase();
  const normal = normalizePath(path).toLowerCase();
  const home = normal.startsWith('~/') ? normal.slice(2) : undefined;
  if (text.includes(path.toLowerCase()) || text.includes(normal)) return true;
  const parts = (home ?? normal).split('/').filter(Boolean);
  for (let n = 2; n <= parts.length; n++) if (text.includes(parts.slice(-n).join('/'))) return true;
  const base = parts.at(-1) ?? '';
  if (distinctive(base) && (hasWord(text, base) || (base.startsWith('.') && hasWord(text, base.slice(1)))))
    return true;
  return classes.some((c) => (locationRule(c).names ?? []).some((name) => hasWord(text, name)));
}
