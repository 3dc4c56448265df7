// An experience store kept in a JSON file: read on first use, rewritten whole (temp file, then
// rename) after each put. One writer at a time; concurrent processes: the last write wins.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { InputError } from '../../core/index.ts';
import type { ExperienceEntry, ExperienceStore } from './experience.ts';

const EntrySchema = z.object({
  key: z.string(),
  instruction: z.string(),
  toolkitHash: z.string(),
  tools: z.array(z.string()),
  text: z.string(),
  specHash: z.string(),
});
const FileSchema = z.object({ version: z.literal(1), entries: z.array(EntrySchema) });

export interface JsonFileExperienceOptions {
  /** oldest entries are dropped beyond this many (default 1000) */
  maxEntries?: number;
}

export class JsonFileExperienceStore implements ExperienceStore {
  readonly path: string;
  readonly #maxEntries: number;
  #entries: Map<string, ExperienceEntry> | undefined;

  constructor(path: string, options: JsonFileExperienceOptions = {}) {
    this.path = path;
    this.#maxEntries = Math.max(1, options.maxEntries ?? 1000);
  }

  async get(key: string): Promise<ExperienceEntry | undefined> {
    return (await this.#load()).get(key);
  }

  async put(entry: ExperienceEntry): Promise<void> {
    const entries = await this.#load();
    entries.delete(entry.key);
    entries.set(entry.key, EntrySchema.parse(entry));
    while (entries.size > this.#maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    await mkdir(dirname(this.path), { recursive: true });
    const temp = `${this.path}.${process.pid}.tmp`;
    await writeFile(
      temp,
      `${JSON.stringify({ version: 1, entries: [...entries.values()] }, null, 2)}\n`,
      'utf8',
    );
    await rename(temp, this.path);
  }

  async entries(): Promise<readonly ExperienceEntry[]> {
    return [...(await this.#load()).values()];
  }

  async #load(): Promise<Map<string, ExperienceEntry>> {
    if (this.#entries) return this.#entries;
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.#entries = new Map();
        return this.#entries;
      }
      throw new InputError(`cannot read experience file: ${(error as Error).message}`, { source: this.path });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new InputError(`experience file is not JSON: ${(error as Error).message}`, { source: this.path });
    }
    const parsed = FileSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new InputError(
        `experience file is malformed at ${first?.path.join('.') || '(root)'}: ${first?.message ?? 'invalid'}`,
        { source: this.path },
      );
    }
    this.#entries = new Map(parsed.data.entries.map((e) => [e.key, e]));
    return this.#entries;
  }
}
