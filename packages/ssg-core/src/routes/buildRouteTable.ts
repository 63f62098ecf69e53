import type { RouteEntry, SidebarName } from '@sitegen/runtime/types.ts';
import { apiItemPath, apiTypesPath, applyTrailingSlash } from '@sitegen/runtime/routePath.ts';
import { createDiagnostic, type Diagnostic, type SourceLocation } from '../diagnostics.ts';

export type RouteKind = 'home' | 'doc' | 'apiRoot' | 'apiItem' | 'apiChanges' | 'search';

/** A route of the site with what the build needs to render it. */
export interface Route extends RouteEntry {
  kind: RouteKind;
  /** For docs: the doc id. */
  docId?: string;
  /** For API items: the kind and name. */
  api?: { kind: ApiRouteKind; name: string };
  /** The file that produced the route, for error messages. */
  source?: SourceLocation;
}

export type ApiRouteKind = 'class' | 'enum' | 'function' | 'interface';

export interface RouteTable {
  routes: Route[];
  byPath: Map<string, Route>;
  diagnostics: Diagnostic[];
}

export interface RouteInputs {
  docs: { id: string; path: string; file: string }[];
  /** Doc ids shown with each sidebar. */
  docSidebars: Map<string, SidebarName>;
  /** The API root's route, in its trailing-slash form; the types page's and the items' routes follow that form. */
  /** Absent when the site has no API reference. */
  api?: { path: string; items: { kind: ApiRouteKind; name: string; id: number }[] };
  /** Older API versions, each under its own root with its own sidebar (`/api/pkg/v1`). */
  olderApis?: { path: string; sidebar: SidebarName; items: { kind: ApiRouteKind; name: string; id: number }[] }[];
  /** The page of what changed between the API versions. */
  apiChangesPath?: string;
  /** The config's `trailingSlash`, for the routes sitegen names itself (search). */
  trailingSlash?: boolean;
}

/** Every page of the site as an exact path; two pages claiming one path is an error. */
export function buildRouteTable(inputs: RouteInputs): RouteTable {
  const routes: Route[] = [{ path: '/', exact: true, kind: 'home' }];
  for (const doc of inputs.docs) {
    const sidebar = inputs.docSidebars.get(doc.id);
    routes.push({
      path: doc.path,
      exact: true,
      kind: 'doc',
      docId: doc.id,
      ...(sidebar ? { sidebar } : {}),
      source: { file: doc.file },
    });
  }
  const { api } = inputs;
  if (api) {
    routes.push({ path: api.path, exact: true, kind: 'apiRoot', sidebar: 'api' });
    routes.push({ path: apiTypesPath(api.path), exact: true, kind: 'apiRoot', sidebar: 'api' });
  }
  routes.push({ path: applyTrailingSlash('/search', inputs.trailingSlash), exact: true, kind: 'search' });
  if (inputs.apiChangesPath)
    routes.push({ path: inputs.apiChangesPath, exact: true, kind: 'apiChanges', sidebar: 'api' });
  for (const item of api?.items ?? []) {
    routes.push({
      path: apiItemPath(api!.path, item),
      exact: true,
      kind: 'apiItem',
      sidebar: 'api',
      id: item.id,
      api: { kind: item.kind, name: item.name },
    });
  }
  for (const older of inputs.olderApis ?? []) {
    routes.push({ path: older.path, exact: true, kind: 'apiRoot', sidebar: older.sidebar });
    routes.push({ path: apiTypesPath(older.path), exact: true, kind: 'apiRoot', sidebar: older.sidebar });
    for (const item of older.items) {
      routes.push({
        path: apiItemPath(older.path, item),
        exact: true,
        kind: 'apiItem',
        sidebar: older.sidebar,
        id: item.id,
        api: { kind: item.kind, name: item.name },
      });
    }
  }
  return indexRoutes(routes);
}

function describe(route: Route): string {
  if (route.source) return route.source.file;
  if (route.api) return `API ${route.api.kind} ${route.api.name}`;
  return `the ${route.kind} page`;
}

function indexRoutes(routes: Route[]): RouteTable {
  const byPath = new Map<string, Route>();
  const diagnostics: Diagnostic[] = [];
  for (const route of routes) {
    const existing = byPath.get(route.path);
    if (existing) {
      diagnostics.push(
        createDiagnostic(
          'error',
          'route/duplicate',
          `Route "${route.path}" is produced by both ${describe(existing)} and ${describe(route)}.`,
          {
            location: route.source ?? existing.source,
            hint: 'give one of them another `slug` or `id` in its front matter',
          },
        ),
      );
      continue;
    }
    byPath.set(route.path, route);
  }
  return { routes: [...byPath.values()], byPath, diagnostics };
}
