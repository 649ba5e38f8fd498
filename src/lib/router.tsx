// The app's router: react-router v7's declarative API for the part the app uses (routers, Routes,
// links, the location hooks), in 2.6 KB gzip instead of 13. Matching is in ./route-matching.ts.
import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import {
  createPath,
  decodePath,
  joinPaths,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  type Params,
  type Path,
  type PathMatch,
  type RouteMatch,
  type RouteObject,
} from './route-matching';

export { matchPath };
export type { Params, PathMatch };

export interface Location extends Path {
  /** The `state` it was navigated with; null when none. */
  state: unknown;
  /** New on each navigation; 'default' for the address a visit opened. */
  key: string;
}

/** How the shown location came: back/forward or the first one (POP), a link or navigate(). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

/** The routes matched above a component (across descendant <Routes>), and what its <Outlet> shows. */
const RouteContext = createContext<{ matches: RouteMatch[]; outlet: ReactNode }>({
  matches: [],
  outlet: null,
});

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks and links need a router around them');
  return router;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The location a router shows and the navigate() that changes it. Each change is a transition,
 * as in react-router: while a lazily loaded page downloads, the page before it stays on screen
 * instead of a Suspense fallback. `write` records a navigation outside React (the browser's history).
 */
function useNavigationState(
  initial: () => Location,
  write?: (location: Location, replace: boolean) => void,
) {
  const [state, setState] = useState(() => ({
    location: initial(),
    navigationType: 'POP' as NavigationType,
  }));
  // The newest location, already set while the transition to it renders: a second navigate()
  // in the same event resolves `?query` against it.
  const latest = useRef(state.location);
  const show = useCallback((location: Location, navigationType: NavigationType) => {
    latest.current = location;
    startTransition(() => setState({ location, navigationType }));
  }, []);
  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state = null } = {}) => {
      const location = { ...resolvePath(to, latest.current.pathname), state, key: newKey() };
      write?.(location, replace);
      show(location, replace ? 'REPLACE' : 'PUSH');
    },
    [show, write],
  );
  const router = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return { router, show };
}

/**
 * The browser's location. History entries hold `{ usr: state, key }`, react-router's shape, so
 * entries made before this router (a visitor's back button after an update) still read right.
 */
function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function writeWindowHistory(location: Location, replace: boolean) {
  const entry = { usr: location.state, key: location.key };
  const url = createPath(location);
  if (replace) {
    window.history.replaceState(entry, '', url);
    return;
  }
  try {
    window.history.pushState(entry, '', url);
  } catch {
    // Safari refuses more than 100 pushes in a short time, and a state it cannot clone:
    // a page load still gets there, as react-router falls back too.
    window.location.assign(url);
  }
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const { router, show } = useNavigationState(windowLocation, writeWindowHistory);
  useEffect(() => {
    const onPopState = () => show(windowLocation(), 'POP');
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** A router that keeps its location in memory (tests); it opens the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const { router } = useNavigationState(() => ({
    ...parsePath(initialEntries.at(-1) ?? '/'),
    state: null,
    key: initialEntries.length > 1 ? newKey() : 'default',
  }));
  return <RouterContext value={router}>{children}</RouterContext>;
}

function refuseNavigation(): never {
  throw new Error('A server render cannot navigate');
}

/** One fixed address, for rendering a page on the server (src/entry-server.tsx). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router: RouterState = {
    location: { ...parsePath(location), state: null, key: 'default' },
    navigationType: 'POP',
    navigate: refuseNavigation,
  };
  return <RouterContext value={router}>{children}</RouterContext>;
}

export interface RouteProps {
  /** A pattern ('/tours/:slug', 'admin/*'), relative to the routes above unless it starts with '/'. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Read by <Routes>, never drawn itself. */
export function Route(_: RouteProps): ReactNode {
  return null;
}

/** The <Route> elements as plain objects; fragments and arrays are looked through. */
function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, index, element, children: nested } = child.props;
    if (child.type !== Route) {
      routes.push(...routesOf(nested));
      return;
    }
    routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

/**
 * Draws the best match among its <Route>s (ranked as ./route-matching.ts says), each route's
 * element around the one below it, which it shows through <Outlet>. Inside a route whose path ends
 * in '/*', the paths are matched against what that route left: under '/admin/*', 'tours' is
 * '/admin/tours'.
 */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useRouter();
  const { matches: above } = use(RouteContext);
  const parent = above.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const pathname =
    base === '/'
      ? location.pathname
      : '/' + location.pathname.split('/').slice(base.split('/').length).join('/');
  const matches = matchRoutes(routesOf(children), pathname)?.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths(base, match.pathname),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths(base, match.pathnameBase),
  }));
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match, index) => (
      <RouteContext value={{ outlet, matches: [...above, ...matches.slice(0, index + 1)] }}>
        {match.route.element ?? outlet}
      </RouteContext>
    ),
    null,
  );
}

/** Where a layout route shows the route matched below it. */
export function Outlet(): ReactNode {
  return use(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType;
}

/** navigate(to, { replace, state }); the same function for the router's life. */
export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The `:name` parameters of the routes matched so far, decoded. */
export function useParams(): Params {
  return use(RouteContext).matches.at(-1)?.params ?? {};
}

/** The pattern's match against the current address, or null. */
export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, decodePath(pathname)), [pattern, pathname]);
}

type SearchParamsInit = string | URLSearchParams | Record<string, string>;

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The address's query, and a setter that navigates to the same page with another one (a push
 * unless `{ replace: true }`; the #anchor is dropped, as react-router does).
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** Navigates once drawn (in an effect, so never on the server). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions): null {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

/**
 * An <a> whose plain left click navigates in the app. A click with a modifier key, another
 * button or a target other than _self is the browser's (a new tab, a download). A link to the
 * address already shown replaces it, so clicking it again does not stack history entries.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = createPath(resolvePath(to, location.pathname));
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        if (target && target !== '_self') return;
        event.preventDefault();
        navigate(to, { replace: replace ?? href === createPath(location), state });
      }}
    />
  );
}

/**
 * A Link that knows when it is the current page: then it has aria-current="page" and the class
 * "active". It is current on its own path and, unless `end`, on every path below it.
 */
export function NavLink({
  end = false,
  className = '',
  'aria-current': current = 'page',
  ...link
}: LinkProps & { end?: boolean; className?: string }) {
  const { location } = useRouter();
  const path = resolvePath(link.to, location.pathname).pathname.toLowerCase();
  const here = location.pathname.toLowerCase();
  const endsAt = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(endsAt) === '/');
  return (
    <Link
      {...link}
      aria-current={active ? current : undefined}
      className={[className, active && 'active'].filter(Boolean).join(' ')}
    />
  );
}
