// compromise against wink-nlp (+ wink-eng-lite-web-model) on instructions written for this
// bench: verbs asked for (by lemma), proper names, sentences; warm time per instruction, load time, size.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { summarize, table } from './stats.ts';

interface Case {
  text: string;
  /** verbs the instruction asks for, by lemma */
  verbs: string[];
  /** proper names the user names */
  names: string[];
  sentences: number;
}

const CASES: Case[] = [
  {
    text: 'Reserve a room at Villa Serena from May 2 to May 6.',
    verbs: ['reserve'],
    names: ['Villa Serena'],
    sentences: 1,
  },
  {
    text: 'Check the reviews of Casa Lumo and book it if they are good.',
    verbs: ['check', 'book'],
    names: ['Casa Lumo'],
    sentences: 1,
  },
  {
    text: 'Append the meeting minutes to notes.md. Then email them to Rosa Diaz.',
    verbs: ['append', 'email'],
    names: ['Rosa Diaz'],
    sentences: 2,
  },
  {
    text: 'Share the Q3 budget with Kenji Watanabe and invite him to the review.',
    verbs: ['share', 'invite'],
    names: ['Kenji Watanabe'],
    sentences: 1,
  },
  {
    text: 'Forward the invoice from Brightline Energy to accounting.',
    verbs: ['forward'],
    names: ['Brightline Energy'],
    sentences: 1,
  },
  {
    text: 'Reschedule my call with Amara Okafor to Thursday.',
    verbs: ['reschedule'],
    names: ['Amara Okafor'],
    sentences: 1,
  },
  {
    text: 'Pay the rent of 950 euros to my landlord, Piotr Nowak.',
    verbs: ['pay'],
    names: ['Piotr Nowak'],
    sentences: 1,
  },
  {
    text: 'Look up the opening hours of Trattoria Bellini. Reply to Lena with them.',
    verbs: ['look', 'reply'],
    names: ['Trattoria Bellini', 'Lena'],
    sentences: 2,
  },
  {
    text: 'Save the report as summary.pdf and upload it to the Finance channel.',
    verbs: ['save', 'upload'],
    names: ['Finance'],
    sentences: 1,
  },
  {
    text: 'Create a ticket titled "Login fails" and assign it to Marco Rossi.',
    verbs: ['create', 'assign'],
    names: ['Marco Rossi'],
    sentences: 1,
  },
  {
    text: 'Order two boxes of paper from Staples and ship them to the office.',
    verbs: ['order', 'ship'],
    names: ['Staples'],
    sentences: 1,
  },
  {
    text: 'Update the address of Harbor Dental in my contacts.',
    verbs: ['update'],
    names: ['Harbor Dental'],
    sentences: 1,
  },
  {
    text: 'Delete the draft called budget-old. Keep everything else.',
    verbs: ['delete', 'keep'],
    names: [],
    sentences: 2,
  },
  {
    text: 'Find flights from Oslo to Lisbon and add the cheapest to my calendar.',
    verbs: ['find', 'add'],
    names: ['Oslo', 'Lisbon'],
    sentences: 1,
  },
  {
    text: 'Store the API key in the vault, then notify Priya.',
    verbs: ['store', 'notify'],
    names: ['Priya'],
    sentences: 1,
  },
  {
    text: 'Please summarize the thread with Northwind Traders and post it to Slack.',
    verbs: ['summarize', 'post'],
    names: ['Northwind Traders', 'Slack'],
    sentences: 1,
  },
];

interface Analysis {
  verbs: string[];
  names: string[];
  sentences: number;
}

type Analyzer = (text: string) => Analysis;

async function compromiseAnalyzer(): Promise<Analyzer> {
  const { loadLanguage } = await import('../src/formalize/offline/nlp.ts');
  const tag = await loadLanguage();
  return (text) => {
    const t = tag(text);
    const words = t.sentences.flat();
    return {
      verbs: words
        .filter((w) => w.tags.has('Verb') && !w.tags.has('Auxiliary') && !w.tags.has('Copula'))
        .map((w) => w.lemma),
      names: t.names.map((n) => n.text),
      sentences: t.sentences.length,
    };
  };
}

async function winkAnalyzer(): Promise<Analyzer> {
  const winkNLP = (await import('wink-nlp')).default;
  const model = (await import('wink-eng-lite-web-model')).default;
  const nlp = winkNLP(model);
  // (wink's typings do not admit its.lemma for out(); it works at run time)
  const its = nlp.its as unknown as Record<
    'pos' | 'lemma',
    Parameters<ReturnType<typeof nlp.readDoc>['out']>[0]
  >;
  return (text) => {
    const doc = nlp.readDoc(text);
    const pos = doc.tokens().out(its.pos) as string[];
    const lemma = doc.tokens().out(its.lemma) as string[];
    const words = doc.tokens().out() as string[];
    const names: string[] = [];
    let run: string[] = [];
    pos.forEach((p, i) => {
      if (p === 'PROPN') run.push(words[i]!);
      else if (run.length > 0) {
        names.push(run.join(' '));
        run = [];
      }
    });
    if (run.length > 0) names.push(run.join(' '));
    return {
      verbs: lemma.filter((_, i) => pos[i] === 'VERB'),
      names,
      sentences: doc.sentences().length(),
    };
  };
}

function dirSize(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    total += s.isDirectory() ? dirSize(path) : s.size;
  }
  return total;
}

function score(analyze: Analyzer) {
  let verbHits = 0;
  let verbTotal = 0;
  let nameHits = 0;
  let nameTotal = 0;
  let sentencesRight = 0;
  for (const c of CASES) {
    const a = analyze(c.text);
    verbTotal += c.verbs.length;
    verbHits += c.verbs.filter((v) => a.verbs.includes(v)).length;
    nameTotal += c.names.length;
    nameHits += c.names.filter((n) => a.names.some((m) => m.replace(/[.,]$/, '') === n)).length;
    if (a.sentences === c.sentences) sentencesRight++;
  }
  const times: number[] = [];
  for (let round = 0; round < 20; round++)
    for (const c of CASES) {
      const t = performance.now();
      analyze(c.text);
      times.push(performance.now() - t);
    }
  return {
    verbs: `${verbHits}/${verbTotal}`,
    names: `${nameHits}/${nameTotal}`,
    sentences: `${sentencesRight}/${CASES.length}`,
    median: summarize(times.slice(CASES.length)).median,
  };
}

export async function run(): Promise<void> {
  const rows: Array<Array<string | number>> = [];
  for (const [name, make, packages] of [
    ['compromise', compromiseAnalyzer, ['compromise', 'efrt', 'grad-school', 'suffix-thumb']],
    ['wink-nlp + lite model', winkAnalyzer, ['wink-nlp', 'wink-eng-lite-web-model']],
  ] as const) {
    const t0 = performance.now();
    let analyze: Analyzer;
    try {
      analyze = await make();
    } catch (error) {
      rows.push([name, `not installed (${(error as Error).message.slice(0, 40)})`, '', '', '', '', '']);
      continue;
    }
    const load = performance.now() - t0;
    const s = score(analyze);
    const size = packages.reduce((n, p) => n + dirSize(join('node_modules', p)), 0);
    rows.push([
      name,
      s.verbs,
      s.names,
      s.sentences,
      s.median.toFixed(2),
      load.toFixed(0),
      `${(size / 1e6).toFixed(1)} MB`,
    ]);
  }
  console.log(
    `${CASES.length} instructions written for this bench; verbs asked for found by lemma, proper names found exactly.`,
  );
  console.log(
    table(
      [
        'library',
        'verbs (lemma)',
        'proper names',
        'sentences',
        'median ms / instruction',
        'load ms',
        'on disk',
      ],
      rows,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
