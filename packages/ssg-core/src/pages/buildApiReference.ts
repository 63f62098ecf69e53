// The API half of the site, made from the models of its versions: each version's item pages,
// root and sidebar, the routes' items and the search documents, and (with two versions or
// more) what changed from the older to the latest: the badges on item pages and the changes
// page. Remembered under the models' keys (their sources and the converter's code) and this
// code: a build whose API did not change never loads a model.
import type {
  ApiChangesPageData,
  ApiPageData,
  ApiRootPageData,
  ApiVersionsData,
  SidebarItem,
  SidebarName,
} from '@sitegen/runtime/types.ts';
import type { SearchDoc } from '@sitegen/theme/search/searchTypes.ts';
import { apiItemPath, applyTrailingSlash } from '@sitegen/runtime/routePath.ts';
import { diffApiModels } from '../apiDiff/diffApiModels.ts';
import { exportsOf } from '../apiDiff/exportsOf.ts';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { findTextLine } from '../text/findTextLine.ts';
import { defineMemo } from '../cache/memo.ts';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import { buildApiSearchDocs } from '../search/buildSearchDocs.ts';
import { configApiPackage, loadApi, resolveApiSource, stopApiWorker, type ApiPackage } from '../typedoc/loadApi.ts';
import type { ApiItemKind, ApiModel } from '../typedoc/ApiModel.ts';
import {
  buildApiChangesView,
  createItemChanges,
  KIND_AND_UNDEFINED,
  releaseNames,
  type ChangeContext,
} from './api/buildChangeViews.ts';
import { buildApiPages, buildApiSidebar, formatApiCoverage } from './buildApiPages.ts';
import type { ApiSidebarGroup } from './api/buildApiSidebar.ts';
import { buildHead, type HeadSiteData } from './buildSiteData.ts';

/** One version of the API as the config names it. */
export interface ApiVersionOptions {
  /** `current` for the latest, else the configured name (`16.15.0`): the value stored as the reader's preference. */
  name: string;
  /** Its label in the version menu. */
  label: string;
  api: ApiPackage;
  /** Its root route, in its trailing-slash form; item routes follow that form. */
  path: string;
  sidebar: SidebarName;
  /** The config entry naming it (`api.olderVersions[0]`) and its line in site.config.ts: its errors point there. */
  configEntry?: { name: string; file: string; line?: number };
  /** An older version's notes on the changes from it to the latest, by export name. */
  upgradeNotes?: Record<string, string>;
  /** An older version's upgrade guide (a route). */
  upgradeGuide?: string;
}

export interface ApiReference {
  pages: [string, ApiPageData | ApiRootPageData | ApiChangesPageData][];
  /** Each version's sidebar, the latest's first. */
  sidebars: [SidebarName, SidebarItem[]][];
  /** What the route table needs of each version, the latest first. */
  versions: { path: string; sidebar: SidebarName; items: { kind: ApiItemKind; name: string; id: number }[] }[];
  /** The versions as the theme's version menu needs them (a single version: none). */
  versionsData?: ApiVersionsData;
  /** The route of the changes page, when there are two versions or more. */
  changesPath?: string;
  searchDocs: SearchDoc[];
  /** The doc coverage line the build prints (the latest version's); none without an API. */
  coverage?: string;
  /** The doc comments' problems. */
  diagnostics: Diagnostic[];
}

const apiMemo = defineMemo<ApiReference>('api-reference', '@sitegen/ssg-core/pages/buildApiReference.ts', {
  latestOnly: true,
});

export async function buildApiReference(options: {
  rootDir: string;
  site: HeadSiteData;
  /** The latest first. */
  versions: ApiVersionOptions[];
  /** Route of the changes page (used when there are two versions or more). */
  changesPath: string;
  /** The versions' plugin id: the reader's choice is kept under `docs-preferred-version-<pluginId>`. */
  pluginId: string;
  codeThemes?: CodeThemes;
  /** The compiled CLI's API worker, which runs TypeDoc (see loadApi). */
  apiWorker?: string;
  /** `api.sidebarGroups`: sub-categories of each version's sidebar. */
  sidebarGroups?: ApiSidebarGroup[];
}): Promise<ApiReference> {
  const { site, versions, codeThemes, rootDir } = options;
  // Every version's source at once: a build with two broken versions reports both.
  const sources = await settleAll(versions, (v) => resolveApiSource(rootDir, v.api));
  const describe = versions.map(({ configEntry: _, ...v }) => v);
  const key = apiMemo.key(
    ...sources.map((s) => s.key),
    JSON.stringify(site),
    JSON.stringify(describe),
    options.changesPath,
    options.pluginId,
    JSON.stringify(codeThemes ?? null),
    JSON.stringify(options.sidebarGroups ?? []),
  );
  return apiMemo.cached(key, async () => {
    // One model at a time: two TypeDoc programs at once would raise the build's peak memory by one
    // program's worth (~100 MB) and gain little on a machine whose cores the markdown already uses.
    const models = await settleAll(
      versions,
      (_, i) => loadApi({ rootDir, source: sources[i], worker: options.apiWorker }),
      {
        oneAtATime: true,
      },
    ).finally(stopApiWorker);
    const latest = models[0]!;
    const older: ApiModel | undefined = models[1];
    const changesPath = older ? options.changesPath : undefined;
    const diff = older && diffApiModels(older, latest);
    const ctx: ChangeContext | undefined = diff && {
      diff,
      from: { version: older.packageVersion, path: versions[1]!.path },
      to: { version: latest.packageVersion, path: versions[0]!.path },
      changesPath: options.changesPath,
      notes: versions[1]!.upgradeNotes ?? {},
      exports: {
        from: new Map([...exportsOf(older)].map(([name, e]) => [name, e.ref])),
        to: new Map([...exportsOf(latest)].map(([name, e]) => [name, e.ref])),
      },
    };
    const changeOf = ctx ? createItemChanges(ctx) : undefined;
    const byName = models.map((m) => new Map(m.items.map((i) => [i.name, i])));
    const changes = changesPath && {
      label: `What changed from ${older!.packageVersion} to ${latest.packageVersion}`,
      href: changesPath,
    };
    const diagnostics: Diagnostic[] = [];
    if (ctx) diagnostics.push(...checkUpgradeNotes(ctx, versions[1]!));
    // An API reference of nothing is a mistake in its source folder, not a site to publish.
    models.forEach((model, i) => {
      if (model.items.length > 0) return;
      const { packageName, sourceDir } = versions[i]!.api;
      diagnostics.push(
        createDiagnostic(
          'error',
          'api/empty',
          `The API of ${packageName} has no class, enum, function or interface to document.`,
          {
            location: { file: `${sourceDir}/index.ts` },
            hint: `its index.ts must re-export the package (\`export * from '${packageName}'\`, or \`export { default } from '${packageName}'\` for a package of one default export).`,
          },
        ),
      );
    });
    const reference: ApiReference = {
      pages: [],
      sidebars: [],
      versions: [],
      searchDocs: [],
      coverage: formatApiCoverage(latest.coverage),
      diagnostics,
    };
    for (const [i, version] of versions.entries()) {
      const model = models[i]!;
      const side = i === 0 ? 'to' : i === 1 ? 'from' : undefined;
      const pages = await buildApiPages({
        site,
        model,
        apiPath: version.path,
        diagnostics,
        codeThemes,
        olderVersion: i > 0,
        ...(changeOf && side ? { changeOf: (name: string) => changeOf(side, name) } : {}),
        versionLinks: (item) => {
          const links = versions.flatMap((v, j) => {
            const there = byName[j]!.get(item.name);
            const target = there ? apiItemPath(v.path, there) : v.path;
            return j !== i && target !== apiItemPath(v.path, item) ? [[v.name, target] as const] : [];
          });
          return links.length ? Object.fromEntries(links) : undefined;
        },
        ...(changes && i < 2 ? { changes } : {}),
      });
      reference.pages.push(...pages);
      reference.sidebars.push([version.sidebar, buildApiSidebar(model, version.path, options.sidebarGroups)]);
      reference.versions.push({
        path: version.path,
        sidebar: version.sidebar,
        items: model.items.map(({ kind, name, id }) => ({ kind, name, id })),
      });
      reference.searchDocs.push(
        ...buildApiSearchDocs(model, version.path).map((doc) => (i > 0 ? { ...doc, v: i } : doc)),
      );
    }
    if (ctx && changesPath) {
      const guide = versions[1]!.upgradeGuide;
      const { view, toc } = buildApiChangesView({
        ...ctx,
        fromLabel: versions[1]!.label,
        toLabel: versions[0]!.label,
        ...(guide
          ? {
              guide: {
                label: `Upgrading from ${releaseNames(ctx.from.version, ctx.to.version).join(' to ')}`,
                href: guide,
              },
            }
          : {}),
      });
      const description = `Every item added, removed, changed or newly deprecated from ${ctx.from.version} to ${ctx.to.version}, by module.`;
      const head = buildHead({
        site,
        title: `Changes from ${ctx.from.version} to ${ctx.to.version} ${site.titleDelimiter} API`,
        path: changesPath,
        description,
      });
      reference.pages.push([changesPath, { type: 'apiChanges', head, changes: view, toc }]);
      reference.changesPath = changesPath;
    }
    if (versions.length > 1) {
      reference.versionsData = {
        pluginId: options.pluginId,
        versions: versions.map((v, i) => ({
          name: v.name,
          label: v.label,
          version: models[i]!.packageVersion,
          path: v.path,
        })),
      };
    }
    return reference;
  });

  /** Every version's result, or every version's problems at once; an older version's name its config entry. */
  async function settleAll<T>(
    list: ApiVersionOptions[],
    run: (v: ApiVersionOptions, i: number) => Promise<T>,
    options = { oneAtATime: false },
  ): Promise<T[]> {
    const settled: PromiseSettledResult<T>[] = [];
    if (options.oneAtATime)
      for (const [i, v] of list.entries()) settled.push(...(await Promise.allSettled([run(v, i)])));
    else settled.push(...(await Promise.allSettled(list.map(run))));
    const problems = settled.flatMap((s, i) => (s.status === 'rejected' ? [forVersion(list[i]!, s.reason)] : []));
    if (problems.length) {
      const usage = problems.filter((p): p is Diagnostic[] => Array.isArray(p));
      if (usage.length < problems.length) throw problems.find((p) => !Array.isArray(p));
      throw new UsageError(usage.flat());
    }
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  }
}

/** A note on an export the diff does not list would be shown nowhere: the config's mistake. */
function checkUpgradeNotes(ctx: ChangeContext, version: ApiVersionOptions): Diagnostic[] {
  const listed = new Set(
    [ctx.diff.added, ctx.diff.removed, ctx.diff.changed, ctx.diff.deprecated].flat().map((i) => i.name),
  );
  const takers = new Set(ctx.diff.changed.flatMap((c) => (c.takenBy ?? []).map((t) => t.name)));
  return Object.keys(ctx.notes ?? {})
    .filter((name) => !listed.has(name) && !takers.has(name) && name !== KIND_AND_UNDEFINED)
    .map((name) =>
      createDiagnostic(
        'error',
        'api/upgrade-note',
        `${version.configEntry?.name ?? 'api'}.upgradeNotes: "${name}" is not an export the changes from ${ctx.from.version} to ${ctx.to.version} list.`,
        {
          location: {
            file: version.configEntry?.file ?? CONFIG_FILE,
            ...(version.configEntry?.line ? { line: version.configEntry.line } : {}),
          },
        },
      ),
    );
}

/** A version's problems; an older version's each say which config entry and package they come from, at its line. */
function forVersion(version: ApiVersionOptions, error: unknown): Diagnostic[] | unknown {
  if (!(error instanceof UsageError)) return error;
  const entry = version.configEntry;
  if (!entry) return error.diagnostics;
  return error.diagnostics.map((d) =>
    createDiagnostic(
      d.severity,
      d.code,
      `${entry.name} (version "${version.name}", package "${version.api.packageName}"): ${d.message}`,
      {
        location: { file: entry.file, ...(entry.line ? { line: entry.line } : {}) },
        hint:
          [d.location ? `from ${d.location.file}${d.location.line ? `:${d.location.line}` : ''}` : '', d.hint ?? '']
            .filter(Boolean)
            .join('; ') || undefined,
      },
    ),
  );
}

/** The config's API versions, the latest first, with their routes and sidebars and where the config names each older one. */
export function resolveApiVersions(
  api: NonNullable<SiteConfig['api']>,
  config: Pick<SiteConfig, 'configSource' | 'trailingSlash'>,
  apiPath: string,
): ApiVersionOptions[] {
  const { configSource, trailingSlash } = config;
  const latest: ApiVersionOptions = {
    name: 'current',
    label: api.label,
    api: configApiPackage(api),
    path: apiPath,
    sidebar: 'api',
  };
  const root = api.path.replace(/\/+$/, '');
  return [
    latest,
    ...api.olderVersions.map((v, i): ApiVersionOptions => {
      const line = findTextLine(configSource, `'${v.packageName}'`) ?? findTextLine(configSource, `"${v.packageName}"`);
      return {
        name: v.name,
        label: v.name,
        api: { ...configApiPackage(api), packageName: v.packageName, sourceDir: v.sourceDir, sourceTag: v.sourceTag },
        path: applyTrailingSlash(`${root}/${v.segment}`, trailingSlash),
        sidebar: `api-${v.segment}`,
        configEntry: { name: `api.olderVersions[${i}]`, file: CONFIG_FILE, ...(line ? { line } : {}) },
        upgradeNotes: v.upgradeNotes,
        ...(v.upgradeGuide ? { upgradeGuide: v.upgradeGuide } : {}),
      };
    }),
  ];
}
