// Below-the-fold parts of the page a visit opens: not in the first paint, then drawn one at a time
// in page order, with their room kept meanwhile; a page opened later draws them at once.
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateMarkup, onTakenOverPage } from '@/testing/server-page';

/** A fresh module for each test: which page is the visit's first is module state. */
let Deferred: typeof import('./deferred').Deferred;
beforeEach(async () => {
  vi.resetModules();
  ({ Deferred } = await import('./deferred'));
});

function Page() {
  return (
    <main>
      <h1>Hero</h1>
      <Deferred minHeight={320}>
        <section>Tours grid</section>
      </Deferred>
      <Deferred>
        <footer>Footer</footer>
      </Deferred>
    </main>
  );
}

describe('deferred parts of a page', () => {
  it('paints the first view alone, keeping the room of the part below it', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Hero' })).toBeInTheDocument();
    expect(screen.queryByText('Tours grid')).not.toBeInTheDocument();
    expect(screen.queryByText('Footer')).not.toBeInTheDocument();
    const placeholders = document.querySelectorAll('[aria-busy="true"]');
    expect(placeholders).toHaveLength(2);
    expect(getComputedStyle(placeholders[0]!).minHeight).toBe('320px');
  });

  it('then draws the parts one at a time, in page order', async () => {
    // What the page holds after each change: the grid alone first, then the footer too.
    const states: string[] = [];
    const observer = new MutationObserver(() => {
      const state = ['Tours grid', 'Footer'].filter((text) => screen.queryByText(text)).join('+');
      if (states.at(-1) !== state) states.push(state);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Page />);
    await waitFor(() => expect(states.at(-1)).toBe('Tours grid+Footer'));
    observer.disconnect();
    expect(states.filter(Boolean)).toEqual(['Tours grid', 'Tours grid+Footer']);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it('draws at once on a page opened after the first one', async () => {
    const first = render(<Page />);
    await screen.findByText('Footer');
    first.unmount();
    render(<Page />);
    expect(screen.getByText('Tours grid')).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});

describe('a page rendered on the server', () => {
  /**
   * A page rendered on the server around one part whose code the browser gets only on `release()`;
   * `hydrated` lists the parts React has taken over, in order (a part's effects run once it has).
   */
  async function serverPage(
    heldName: string,
    page: (held: ReactNode, part: (name: string) => ReactNode) => ReactNode,
  ) {
    const { drawPartsAtOnce } = await import('./deferred');
    const idle = await import('@/lib/idle');
    drawPartsAtOnce();
    const hydrated: string[] = [];
    function Part({ name }: { name: string }) {
      useEffect(() => {
        hydrated.push(name);
      }, [name]);
      return <section>{name}</section>;
    }
    // As the page frames do: the first view says it is drawn once React has it.
    function Hero() {
      useEffect(() => idle.firstViewDrawn(), []);
      return <h1>Hero</h1>;
    }
    const part = (name: string) => <Part name={name} />;
    const whole = (held: ReactNode) => (
      <main>
        <Hero />
        {page(held, part)}
      </main>
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const Held = lazy(() => held.then(() => ({ default: () => part(heldName) })));
    let pageDrawn = false;
    idle.whenPageDrawn(() => (pageDrawn = true));
    const taken = hydrateMarkup(renderToString(whole(part(heldName))), whole(<Held />));
    return { ...taken, idle, hydrated, release, pageDrawn: () => pageDrawn };
  }

  it('has every part in its markup, takes each over after the page, and is drawn only then', async () => {
    // In the browser the grid's code is held back: its part can be taken over only once it comes.
    const page = await serverPage('Tours grid', (grid, part) => (
      <>
        <Deferred>{grid}</Deferred>
        <Deferred>{part('Footer')}</Deferred>
      </>
    ));
    try {
      expect(page.container).toHaveTextContent('HeroTours gridFooter');
      const drawnWith: string[][] = [];
      void page.idle.afterPageLoad().then(() => drawnWith.push([...page.hydrated]));
      // The page and the footer are React's; the grid, still waiting for its code, holds the page.
      await waitFor(() => expect(page.hydrated).toEqual(['Footer']));
      expect(page.pageDrawn()).toBe(false);
      page.release();
      await waitFor(() => expect(drawnWith).toHaveLength(1));
      expect(page.pageDrawn()).toBe(true);
      // Work that waits for the page (the live catalog) came after both parts were React's.
      expect(drawnWith[0]).toEqual(['Footer', 'Tours grid']);
      expect(page.recoverableErrors).not.toHaveBeenCalled();
      expect(page.container).toHaveTextContent('HeroTours gridFooter');
      expect(page.container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    } finally {
      page.cleanUp();
    }
  });

  it('waits, too, for a part inside a part whose code comes later still (the quote form)', async () => {
    const { LatePart } = await import('./deferred');
    const page = await serverPage('Quote form', (form, part) => (
      <Deferred>
        {part('Services')}
        <LatePart fallback={<p>…</p>}>{form}</LatePart>
      </Deferred>
    ));
    try {
      // The services section is React's, the form inside it still waits for its code: not drawn,
      // and it says it is disabled (React would drop a tap there), as the server drew it.
      const form = () => screen.getByRole('group');
      expect(form()).toHaveAttribute('aria-disabled', 'true');
      await waitFor(() => expect(page.hydrated).toEqual(['Services']));
      expect(page.pageDrawn()).toBe(false);
      expect(form()).toHaveTextContent('Quote form');
      page.release();
      await waitFor(() => expect(page.pageDrawn()).toBe(true));
      expect(page.hydrated).toEqual(['Services', 'Quote form']);
      await waitFor(() => expect(page.container.querySelector('[aria-disabled]')).toBeNull());
      expect(screen.queryByRole('group')).toBeNull();
      expect(page.recoverableErrors).not.toHaveBeenCalled();
      expect(page.container).toHaveTextContent('HeroServicesQuote form');
    } finally {
      page.cleanUp();
    }
  });
});

describe('a page rendered on the server, below its first view', () => {
  /** The browser's IntersectionObserver, told by the test when a part comes near the screen. */
  class NearScreen {
    static all: NearScreen[] = [];
    targets: Element[] = [];
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      NearScreen.all.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
    /** The part whose text is `text` comes within the observer's margin of the screen. */
    static comes(text: string) {
      for (const observer of NearScreen.all)
        for (const target of observer.targets)
          if (target.textContent?.includes(text))
            observer.callback(
              [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            );
    }
    static marginFor(text: string) {
      return NearScreen.all.find((observer) =>
        observer.targets.some((target) => target.textContent?.includes(text)),
      )?.options.rootMargin;
    }
  }

  beforeEach(() => {
    NearScreen.all = [];
    vi.stubGlobal('IntersectionObserver', NearScreen);
    return () => vi.unstubAllGlobals();
  });

  const hydrated: string[] = [];
  beforeEach(() => {
    hydrated.length = 0;
  });
  function Part({ name, note = '' }: { name: string; note?: string }) {
    useEffect(() => {
      hydrated.push(name);
    }, [name]);
    return (
      <section>
        {name} {note}
        {name === 'Quote form' && (
          <button type="button" onClick={() => hydrated.push('Quote tapped')}>
            Quote
          </button>
        )}
      </section>
    );
  }
  function Hero() {
    useEffect(() => {
      void import('@/lib/idle').then((idle) => idle.firstViewDrawn());
    }, []);
    return <h1>Hero</h1>;
  }
  // The same element on every render, as the home page keeps the sections the search leaves alone.
  let services: ReactNode;
  beforeEach(() => {
    services = (
      <Deferred>
        <Part name="Quote form" />
      </Deferred>
    );
  });
  const homePage = (note: string) => (
    <main>
      <Hero />
      <Deferred>
        <Part name="Tours grid" note={note} />
      </Deferred>
      {services}
    </main>
  );

  it('leaves each part as the server drew it until it comes near the screen, then takes it over', () =>
    onTakenOverPage(homePage, async (page) => {
      const grid = page.container.querySelector('section')!;
      // The page is React's and counts as drawn; the parts below are still the server's markup.
      expect(hydrated).toEqual([]);
      expect(page.container).toHaveTextContent('Tours grid as the server drew it');
      // Its controls as they are: a tap there is React's to deliver (below).
      expect(screen.getByRole('button', { name: 'Quote' })).toBeEnabled();

      act(() => NearScreen.comes('Tours grid'));
      await waitFor(() => expect(hydrated).toEqual(['Tours grid']));
      // Taken over, not drawn anew: the same element, no hydration error.
      expect(page.container.querySelector('section')).toBe(grid);
      act(() => NearScreen.comes('Quote form'));
      await waitFor(() => expect(hydrated).toEqual(['Tours grid', 'Quote form']));
      expect(page.recoverableErrors).not.toHaveBeenCalled();
    }));

  it('takes a part over at once when what it shows changes, with the change', () =>
    onTakenOverPage(homePage, async (page) => {
      const grid = page.container.querySelector('section')!;
      // Typing in the hero's search filters the grid below, which nobody has scrolled to yet.
      act(() => page.change('for "saona"'));
      await waitFor(() => expect(page.container).toHaveTextContent('Tours grid for "saona"'));
      expect(hydrated).toEqual(['Tours grid']);
      expect(page.container.querySelector('section')).toBe(grid);
      expect(page.recoverableErrors).not.toHaveBeenCalled();
    }));

  it('takes a part with buttons or fields over a screen ahead, any other as it shows', () =>
    onTakenOverPage(homePage, async () => {
      expect(NearScreen.marginFor('Quote form')).toBe('100% 0px');
      expect(NearScreen.marginFor('Tours grid')).toBe('0px');
    }));

  it('takes a part over at once for a tap in it, and the tap does what it should', () =>
    onTakenOverPage(homePage, async (page) => {
      const quote = screen.getByRole('button', { name: 'Quote' });
      // Nobody scrolled: the part is still the server's markup when the tap comes.
      expect(hydrated).toEqual([]);
      act(() => quote.click());
      await waitFor(() => expect(hydrated).toContain('Quote tapped'));
      expect(hydrated).toContain('Quote form');
      expect(page.recoverableErrors).not.toHaveBeenCalled();
    }));
});
