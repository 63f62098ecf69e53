// `pnpm bench [--pages N] [--skip-browser] [--site-only]`: build, weight and browser figures of the
// real site, printed as tables and written to bench/results.json. With --pages, a generated site of N
// pages (and one of N/2, to see the growth) instead of the real one. --site-only builds once and
// measures the pages (weights, entry composition, browser), without the build series. --mdx-only
// runs only the MDX budget: 500 generated docs as .mdx against the same docs as .md, cold.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchResults } from './bench/BenchResults.ts';
import { formatReport } from './bench/formatReport.ts';
import { generateLatestApiOnlySite, generateSite } from './bench/generateSite.ts';
import { measureOutput, measurePage } from './bench/measureAssets.ts';
import { measureBrowser, measureFirstLoadData } from './bench/measureBrowser.ts';
import { measureEntryComposition } from './bench/measureEntryComposition.ts';
import { measureFirstRun } from './bench/measureFirstRun.ts';
import { measureBuild, medianRun, REPO_ROOT, type BuildRun } from './bench/measureBuild.ts';
import { measureDev } from './bench/measureDev.ts';
import { measureSearch } from './bench/measureSearch.ts';
import { startServer } from './bench/startServer.ts';
import { hugeMarkdown } from '../packages/ssg-core/test/corpus/hugeMarkdown.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    'skip-browser': { type: 'boolean' },
    'site-only': { type: 'boolean' },
    'mdx-only': { type: 'boolean' },
    runs: { type: 'string', default: '3' },
  },
});
const runs = Number(values.runs);
const benchDir = path.join(REPO_ROOT, 'bench');
const workDir = path.join(benchDir, 'work');
mkdirSync(workDir, { recursive: true });
/** Sizes of the one big doc added to a copy of the site, in MB (`one 5 MB doc added`). */
const HUGE_DOC_MEGABYTES = [1, 5, 10];
/** Pages timed in the browser (LCP): home, a tutorial, a class. */
const PAGES = ['/', '/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema'];
/** One route of every page type, weighed and checked for page data fetched on first load. */
const PAGE_TYPES = [
  '/',
  '/docs/tutorials/',
  '/docs/tutorials/basic-types',
  '/api/graphql-js/class/GraphQLSchema',
  '/api/graphql-js/function/graphql',
  '/api/graphql-js/interface/ExecutionResult',
  '/api/graphql-js/enum/Kind',
  '/api/graphql-js',
  '/api/graphql-js/types',
  '/api/graphql-js/changes',
  '/search',
  '/404',
];

const results: BenchResults = {
  machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}`,
  date: new Date().toISOString(),
  builds: [],
  weights: [],
  browser: [],
  growth: [],
  extra: {},
};

async function series(
  name: string,
  rootDir: string,
  outDir: string,
  cold: boolean | 'content',
  beforeEach?: (run: number) => void,
) {
  const all: BuildRun[] = [];
  for (let i = 0; i < runs; i++) {
    process.stderr.write(`${name} build ${i + 1}/${runs}...\n`);
    beforeEach?.(i);
    all.push(await measureBuild({ rootDir, outDir, cold }));
  }
  const median = { name, ...medianRun(all) };
  results.builds.push(median);
  return median;
}

/**
 * The MDX budget: 500 generated docs as `.mdx` (Docusaurus components) against the same docs as
 * `.md` (directives), each cold but for the TypeDoc model, the two builds taking turns on the
 * shared machine. The rest of the site (tutorials, API) is the same in both.
 */
async function compareMdx() {
  const docs = 500;
  const sites = (['md', 'mdx'] as const).map((format) => ({
    format,
    rootDir: generateSite({ dir: path.join(workDir, `site-${docs}-${format}`), pages: 0, docs, format }).rootDir,
    outDir: path.join(workDir, `build-${docs}-${format}`),
    runs: [] as BuildRun[],
  }));
  for (let i = 0; i < runs; i++)
    for (const site of sites) {
      process.stderr.write(`${docs} docs as .${site.format}, cold, build ${i + 1}/${runs}...\n`);
      site.runs.push(await measureBuild({ rootDir: site.rootDir, outDir: site.outDir, cold: 'content' }));
    }
  const [md, mdx] = sites.map((site) => {
    const median = { name: `${docs} docs as .${site.format}, cold`, ...medianRun(site.runs) };
    results.builds.push(median);
    return median;
  });
  results.extra.MDX = {
    coldRatio: Number((mdx!.wallMs / md!.wallMs).toFixed(2)),
    markdownStageRatio: Number(((mdx!.stages.markdown ?? 0) / (md!.stages.markdown ?? 1)).toFixed(2)),
    budget: 1.3,
  };
}

if (values['mdx-only']) {
  await compareMdx();
} else if (values.pages) {
  const pages = Number(values.pages);
  // Each size: builds with nothing remembered but the TypeDoc model, then with every cache warm.
  for (const size of [Math.round(pages / 2), pages]) {
    const { rootDir } = generateSite({ dir: path.join(workDir, `site-${size}`), pages: size });
    const run = await series(`generated ${size}`, rootDir, path.join(workDir, `build-${size}`), 'content');
    results.growth.push({ pages: run.pages, wallMs: run.wallMs, treePeakMb: run.treePeakMb });
    await series(`generated ${size} warm`, rootDir, path.join(workDir, `build-${size}`), false);
  }
} else if (values['site-only']) {
  const outDir = path.join(workDir, 'build');
  await series('warm', REPO_ROOT, outDir, false);
  await measureSite(outDir);
} else {
  const outDir = path.join(workDir, 'build');
  // The real site's cold build against the same site with its latest API version only, in one run
  // (the machine is shared: the ratio means more than either time), and a 17 page's weight in both.
  const latestOnlyDir = path.join(workDir, 'build-latest-api-only');
  const latestOnly = await series(
    'cold, latest API version only',
    generateLatestApiOnlySite(path.join(workDir, 'site-latest-api-only')),
    latestOnlyDir,
    true,
  );
  const cold = await series('cold', REPO_ROOT, outDir, true);
  await series('warm', REPO_ROOT, outDir, false);
  await measureSite(outDir);
  const apiPage = PAGES[2]!;
  results.extra['API versions'] = {
    coldRatio: Number((cold.wallMs / latestOnly.wallMs).toFixed(2)),
    [`${apiPage} with the latest version only`]: measurePage(latestOnlyDir, apiPage),
  };
  // Growth: the real docs and API size, then twice the pages (generated; only the TypeDoc model cached).
  for (const size of [800, 1600]) {
    try {
      const { rootDir } = generateSite({ dir: path.join(workDir, `site-${size}`), pages: size });
      const run = medianRun([
        await measureBuild({ rootDir, outDir: path.join(workDir, `build-${size}`), cold: 'content' }),
      ]);
      results.growth.push({ pages: run.pages, wallMs: run.wallMs, treePeakMb: run.treePeakMb });
    } catch (error) {
      results.extra[`growth ${size}`] = `failed: ${(error as Error).message}`;
    }
  }
  await addSearchAndDevFigures(outDir);
  await compareMdx();
  // What an author waits for: a tutorial edited (a new sentence each run), everything else
  // remembered. On a copy of the site (no generated pages), so that the repository's content is never touched.
  const copy = generateSite({ dir: path.join(workDir, 'site-edit'), pages: 0 });
  const copyOut = path.join(workDir, 'build-edit');
  await measureBuild({ rootDir: copy.rootDir, outDir: copyOut, cold: false });
  const edited = path.join(copy.rootDir, 'content/docs/tutorials/basic-types.md');
  const original = readFileSync(edited, 'utf8');
  await series('warm, 1 doc edited', copy.rootDir, copyOut, false, (i) =>
    writeFileSync(edited, `${original}\nA sentence the benchmark added (${i}).\n`),
  );
  writeFileSync(edited, original);
  // One big markdown file of 1, 5 and 10 MB (too slow for the tests, which build 512 KB): the
  // cost of a doc grows with its size, no faster. Each against the same copy without it, built as cold.
  await series('no big doc (for the rows below)', copy.rootDir, copyOut, 'content');
  const huge = path.join(copy.rootDir, 'content/docs/tutorials/huge.md');
  for (const megabytes of HUGE_DOC_MEGABYTES) {
    writeFileSync(huge, hugeMarkdown(megabytes * 1024 * 1024, './index.md'));
    await series(`one ${megabytes} MB doc added`, copy.rootDir, copyOut, 'content');
  }
  rmSync(huge);
}

/** What a reader downloads and waits for: every page type's weight, the entry's make-up, the browser timings. */
async function measureSite(outDir: string) {
  results.output = measureOutput(outDir);
  // `/404` is no route: its figures are those of 404.html, which every unknown path gets.
  results.weights = PAGE_TYPES.map((p) => measurePage(outDir, p));
  results.composition = await measureEntryComposition();
  if (values['skip-browser']) return;
  const server = await startServer(outDir);
  try {
    results.firstLoadData = await measureFirstLoadData({
      siteUrl: server.url,
      paths: PAGE_TYPES.map((p) => (p === '/404' ? '/no/such/page' : p)),
    });
    results.browser = await measureBrowser({ siteUrl: server.url, paths: PAGES });
    results.extra['first Run of a live sample'] = await measureFirstRun({ siteUrl: server.url });
  } finally {
    await server.stop();
  }
}

/** The search's and dev's figures; a failure (no Chromium, say) is recorded in their place. */
async function addSearchAndDevFigures(outDir: string) {
  const figures: [string, () => unknown][] = [
    ['search', () => measureSearch(outDir)],
    ['dev', () => measureDev({ repoRoot: REPO_ROOT })],
  ];
  for (const [name, measure] of figures) {
    try {
      results.extra[name] = await measure();
    } catch (error) {
      results.extra[name] = `skipped: ${(error as Error).message}`;
    }
  }
}

writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(formatReport(results));
console.log(`\nWritten to ${path.relative(process.cwd(), path.join(benchDir, 'results.json'))}.`);
