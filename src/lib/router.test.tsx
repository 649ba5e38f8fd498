// The app's router: which page an address shows, and how links, redirects, the query and the
// back button move between pages, as react-router v7 did.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, createRef, lazy, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

/** What the visitor's address bar would say, how it got there, and the state it carries. */
function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <>
      <output aria-label="address">{pathname + search + hash}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <output aria-label="key">{key}</output>
    </>
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

function TourPage() {
  return <h1>{`Tour ${useParams().slug}`}</h1>;
}

function Frame() {
  return (
    <>
      <p>Header</p>
      <Outlet />
    </>
  );
}

/** The admin area's own routes, relative to the '/admin/*' route that draws them. */
function AdminArea() {
  return (
    <Routes>
      <Route index element={<h1>Dashboard</h1>} />
      <Route path="tours" element={<h1>Admin tours</h1>} />
      <Route path="*" element={<h1>No such admin page</h1>} />
    </Routes>
  );
}

/** A route table shaped like the app's: a landing page, a layout, descendant admin routes. */
function Site() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminArea />} />
      <Route path="/" element={<h1>Landing</h1>} />
      <Route element={<Frame />}>
        <Route path="/home" element={<h1>Home</h1>} />
        <Route path="/tours/:slug" element={<TourPage />} />
        <Route path="/tours/new" element={<h1>New tour</h1>} />
        <Route path="*" element={<h1>Not found</h1>} />
      </Route>
    </Routes>
  );
}

function renderAt(address: string, ui: ReactNode = <Site />) {
  return render(
    <MemoryRouter initialEntries={[address]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

const heading = () => screen.getByRole('heading').textContent;

describe('matching an address', () => {
  it.each([
    ['/', 'Landing'],
    ['/home', 'Home'],
    ['/HOME/', 'Home'],
    ['/tours/saona', 'Tour saona'],
    ['/tours/caf%C3%A9', 'Tour café'],
    ['/tours/saona/photos', 'Not found'],
    ['/nowhere', 'Not found'],
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/tours', 'Admin tours'],
    ['/admin/bookings', 'No such admin page'],
  ])('%s shows %s', (address, page) => {
    renderAt(address);
    expect(heading()).toBe(page);
  });

  it('draws a layout route around its page, through the Outlet', () => {
    renderAt('/home');
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(heading()).toBe('Home');
  });

  it('prefers a static segment to a parameter, whatever the order', () => {
    renderAt('/tours/new');
    expect(heading()).toBe('New tour');
  });

  it('matches a pattern alone with matchPath and useMatch', () => {
    expect(matchPath('/tours/:slug', '/Tours/saona/')?.params).toEqual({ slug: 'saona' });
    expect(matchPath('/admin/*', '/admin/tours')).toMatchObject({
      params: { '*': 'tours' },
      pathnameBase: '/admin',
    });
    expect(matchPath('/admin/*', '/admin-login')).toBeNull();
    function OnLogin() {
      return <p>{useMatch('/admin-login/*') ? 'login' : 'elsewhere'}</p>;
    }
    renderAt('/admin-login', <OnLogin />);
    expect(screen.getByText('login')).toBeInTheDocument();
  });
});

describe('links', () => {
  function Pages() {
    return (
      <Routes>
        <Route path="/home" element={<Link to="/guia?lng=en#map">Guide</Link>} />
        <Route path="/guia" element={<Link to="/home">Home</Link>} />
      </Routes>
    );
  }

  it('go to their page on a plain click, with a new key', async () => {
    const user = userEvent.setup();
    renderAt('/home', <Pages />);
    expect(shown('key')).toBe('default');
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', '/guia?lng=en#map');
    await user.click(link);
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(shown('address')).toBe('/guia?lng=en#map');
    expect(shown('navigation')).toBe('PUSH');
    expect(shown('key')).not.toBe('default');
  });

  it.each([
    ['with Ctrl (a new tab)', { ctrlKey: true }, {}],
    ['with Shift (a new window)', { shiftKey: true }, {}],
    ['with the middle button', { button: 1 }, {}],
    ['to another target', {}, { target: '_blank' }],
  ])('leave a click %s to the browser', (_, click, props) => {
    renderAt(
      '/home',
      <Link to="/guia" {...props}>
        Guide
      </Link>,
    );
    // Seen after the router's handler; then stopped, as jsdom cannot open a page.
    let leftToBrowser = false;
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Guide' }), click);
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(shown('address')).toBe('/home');
  });

  it('replace the entry when asked, and when the link is to the page shown', async () => {
    const user = userEvent.setup();
    renderAt(
      '/home',
      <>
        <Link to="/about" replace state={{ from: 'home' }}>
          About
        </Link>
        <Link to="/about">Again</Link>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(shown('address')).toBe('/about');
    expect(shown('navigation')).toBe('REPLACE');
    expect(shown('state')).toBe('{"from":"home"}');
    await user.click(screen.getByRole('link', { name: 'Again' }));
    expect(shown('navigation')).toBe('REPLACE');
    expect(shown('state')).toBe('null');
  });

  it('pass the anchor its other props and ref, as MUI components need', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderAt(
      '/home',
      <Link ref={ref} to="/guia" className="button" aria-label="Read the guide">
        Guide
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Read the guide' });
    expect(ref.current).toBe(link);
    expect(link).toHaveClass('button');
  });

  it('mark the current page for NavLink, below it too unless `end`', () => {
    renderAt(
      '/admin/tours',
      <nav>
        <NavLink to="/admin" end>
          Dashboard
        </NavLink>
        <NavLink to="/admin" className="entry">
          Area
        </NavLink>
        <NavLink to="/admin/tours">Tours</NavLink>
        <NavLink to="/admin/tour">Tour</NavLink>
      </nav>,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Dashboard')).not.toHaveAttribute('aria-current');
    expect(link('Area')).toHaveAttribute('aria-current', 'page');
    expect(link('Area')).toHaveClass('entry', 'active');
    expect(link('Tours')).toHaveAttribute('aria-current', 'page');
    expect(link('Tour')).not.toHaveAttribute('aria-current');
    expect(link('Tour')).not.toHaveClass('active');
  });
});

describe('navigating from code', () => {
  it('redirects with Navigate, replacing the entry and carrying its state', async () => {
    renderAt(
      '/admin',
      <Routes>
        <Route
          path="/admin"
          element={<Navigate to="/admin-login" replace state={{ why: 'x' }} />}
        />
        <Route path="/admin-login" element={<h1>Sign in</h1>} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(shown('address')).toBe('/admin-login');
    expect(shown('navigation')).toBe('REPLACE');
    expect(shown('state')).toBe('{"why":"x"}');
  });

  it('sets the query on the same page with useSearchParams, dropping the anchor', async () => {
    const user = userEvent.setup();
    function Bookings() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>Status {params.get('status') ?? 'any'}</p>
          <button onClick={() => setParams({ status: 'pending' }, { replace: true })}>
            Pending
          </button>
          <button
            onClick={() =>
              setParams((current) => {
                current.set('open', 'LA-1');
                return current;
              })
            }
          >
            Open
          </button>
        </>
      );
    }
    renderAt('/admin/bookings?status=all#top', <Bookings />);
    expect(screen.getByText('Status all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByText('Status pending')).toBeInTheDocument();
    expect(shown('address')).toBe('/admin/bookings?status=pending');
    expect(shown('navigation')).toBe('REPLACE');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(shown('address')).toBe('/admin/bookings?status=pending&open=LA-1');
    expect(shown('navigation')).toBe('PUSH');
  });
});

describe('in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function Browser({ children }: { children: ReactNode }) {
    return (
      <BrowserRouter>
        {children}
        <Where />
      </BrowserRouter>
    );
  }

  it('opens the address in the address bar, as a POP with the default key', () => {
    window.history.replaceState(null, '', '/tours/saona?adults=2');
    render(
      <Browser>
        <Site />
      </Browser>,
    );
    expect(heading()).toBe('Tour saona');
    expect(shown('navigation')).toBe('POP');
    expect(shown('key')).toBe('default');
  });

  it('writes navigations to the history, and shows the page before on Back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/home');
    function Pages() {
      const navigate = useNavigate();
      return (
        <Routes>
          <Route path="/home" element={<Link to="/guia">Guide</Link>} />
          <Route
            path="/guia"
            element={
              <button onClick={() => navigate('/contact', { state: { tour: 'saona' } })}>
                Contact
              </button>
            }
          />
          <Route path="/contact" element={<h1>Contact</h1>} />
        </Routes>
      );
    }
    render(
      <Browser>
        <Pages />
      </Browser>,
    );
    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Guide' }));
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contact');
    expect(window.history.length).toBe(entries + 2);

    act(() => window.history.back());
    expect(await screen.findByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(shown('address')).toBe('/guia');
    expect(shown('navigation')).toBe('POP');
    // Forward again: the entry still holds its state.
    act(() => window.history.forward());
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(shown('state')).toBe('{"tour":"saona"}');
  });

  it('keeps the page on screen while the next one downloads', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/home');
    let arrive: (page: { default: () => ReactNode }) => void = () => {};
    const Guide = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <Browser>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/home" element={<Link to="/guia">Guide</Link>} />
            <Route path="/guia" element={<Guide />} />
          </Routes>
        </Suspense>
      </Browser>,
    );
    await user.click(screen.getByRole('link', { name: 'Guide' }));
    expect(screen.getByRole('link', { name: 'Guide' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Guide</h1> }));
    expect(await screen.findByRole('heading', { name: 'Guide' })).toBeInTheDocument();
  });
});

describe('on the server', () => {
  it('renders the page of the address it is given', () => {
    const html = renderToString(
      <StaticRouter location="/tours/saona?adults=2">
        <Site />
        <Link to="/home">Home</Link>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('Tour saona');
    expect(html).toContain('href="/home"');
    expect(html).toContain('/tours/saona?adults=2');
    expect(html).not.toContain('Not found');
  });
});
