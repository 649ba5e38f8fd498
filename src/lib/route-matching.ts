// Route patterns against addresses, by react-router v7's rules (src/lib/router.tsx draws the result):
// case-insensitive, a trailing slash tolerated, `:name` segments, a trailing `*` splat.
import type { ReactNode } from 'react';

export type Params = Readonly<Record<string, string | undefined>>;

/** An address split as the browser splits it; search and hash keep their `?` and `#`. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface PathMatch {
  params: Params;
  /** The part of the address the pattern matched. */
  pathname: string;
  /** That part without what a splat took: where routes below this one start. */
  pathnameBase: string;
  pattern: string;
}

/** A <Route> as read from the JSX. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch extends PathMatch {
  route: RouteObject;
}

/** '/tours/x?date=1#top' → its three parts; a bare '?' or '#' counts as none. */
export function parsePath(to: string): Path {
  const hashAt = to.indexOf('#');
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const rest = hashAt === -1 ? to : to.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt === -1 ? '' : rest.slice(searchAt);
  return {
    pathname: searchAt === -1 ? rest : rest.slice(0, searchAt),
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash;
}

/**
 * Where `to` leads from `pathname`: an absolute path as it is, a bare query or #anchor on the
 * current page. The app writes every path absolute (src/config/paths.ts); a path relative to the
 * route, which react-router would resolve, is a mistake here, caught in development.
 */
export function resolvePath(to: string, pathname: string): Path {
  const path = parsePath(to);
  if (path.pathname === '') return { ...path, pathname };
  if (import.meta.env.DEV && !path.pathname.startsWith('/'))
    throw new Error(`Relative link "${to}": write the path from the root (src/config/paths.ts)`);
  return path;
}

export function joinPaths(...paths: string[]): string {
  return paths.join('/').replace(/\/\/+/g, '/');
}

/**
 * The address as routes compare it: each segment decoded ('/tours/caf%C3%A9' → '/tours/café'),
 * an encoded slash kept encoded so it stays inside its segment.
 */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape: compared as it came, as react-router does.
    return pathname;
  }
}

/**
 * A pattern as a regular expression and its parameter names. `end: false` (a route with routes
 * below it) matches the start of an address up to a segment boundary.
 */
function compile(pattern: string, end: boolean): [RegExp, string[]] {
  const names: string[] = [];
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?=\\/|$)';
  }
  return [new RegExp(source, 'i'), names];
}

/** react-router's matchPath: the pattern's match at the start of `pathname` (the whole of it unless `end` is false), or null. */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | null {
  const [matcher, names] = compile(pattern, end);
  const match = matcher.exec(pathname);
  if (!match) return null;
  const matched = match[0];
  const trimmed = (path: string) => path.replace(/(.)\/+$/, '$1');
  let pathnameBase = trimmed(matched);
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match[index + 1] ?? '';
    if (name === '*') pathnameBase = trimmed(matched.slice(0, matched.length - value.length));
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern };
}

/** A route with the routes above it, the path they make together, and its rank. */
interface Branch {
  chain: { route: RouteObject; path: string }[];
  score: number;
}

/**
 * react-router's ranking: the more specific path first, whatever the order they are written in.
 * Each segment counts, a static one most (10), then a `:param` (3), an empty one (1); a splat
 * takes 2 off and an index route adds 2. Equal ranks keep their written order.
 */
function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment !== '*') total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** Every route that can end a match (one with a path, or an index), below the ones it sits in. */
function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: Branch['chain'] = [],
  parentPath = '',
): Branch[] {
  for (const route of routes) {
    // An absolute path below another route repeats the path above it.
    let path = route.path ?? '';
    if (path.startsWith('/')) path = path.slice(parentPath.length);
    const fullPath = joinPaths(parentPath, path);
    const chain = [...parents, { route, path }];
    if (route.children) flatten(route.children, branches, chain, fullPath);
    if (route.path !== undefined || route.index)
      branches.push({ chain, score: score(fullPath, route.index) });
  }
  return branches;
}

/** The routes a branch's each level matches, or null: each level matches where the one above stopped. */
function matchBranch({ chain }: Branch, pathname: string): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let params = {};
  let base = '/';
  for (const [level, { route, path }] of chain.entries()) {
    const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
    const match = matchPath(path, rest, level === chain.length - 1);
    if (!match) return null;
    params = { ...params, ...match.params };
    matches.push({
      ...match,
      route,
      params,
      pathname: joinPaths(base, match.pathname),
      pathnameBase: joinPaths(base, match.pathnameBase).replace(/(.)\/+$/, '$1'),
    });
    if (match.pathnameBase !== '/') base = joinPaths(base, match.pathnameBase);
  }
  // Every level sees the whole branch's parameters, as in react-router.
  return matches.map((match) => ({ ...match, params }));
}

/** The matches, outermost route first, of the best-ranked branch for `pathname`, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flatten(routes).sort((a, b) => b.score - a.score);
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}
