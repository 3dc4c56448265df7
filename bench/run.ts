// `npm run bench`: every benchmark prints its own tables. Pass names to run a subset.
const suites: Record<string, () => Promise<unknown>> = {
  core: () => import('./core.ts'),
  analyze: () => import('./analyze.ts'),
  formalize: () => import('./formalize.ts'),
  nlp: () => import('./nlp.ts'),
  audit: () => import('./audit.ts'),
  agent: () => import('./agent.ts'),
  plan: () => import('./plan.ts'),
  rules: () => import('./rules.ts'),
  cost: () => import('./cost.ts'),
  'sql-parsers': () => import('./sql-parsers.ts'),
  serve: () => import('./serve.ts'),
};

const wanted = process.argv.slice(2);
for (const [name, load] of Object.entries(suites)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n## ${name}\n`);
  const mod = (await load()) as { run?: () => Promise<void> };
  if (mod.run) await mod.run();
}
