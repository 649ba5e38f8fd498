// Below-the-fold parts of the page a visit opens: not in the first paint, then drawn one at a time
// in page order, with their room kept meanwhile; a page opened later draws them at once.
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
    const container = document.createElement('div');
    container.innerHTML = renderToString(whole(part(heldName)));
    document.body.append(container);
    let pageDrawn = false;
    idle.whenPageDrawn(() => (pageDrawn = true));
    const recoverableErrors = vi.fn();
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = hydrateRoot(container, whole(<Held />), { onRecoverableError: recoverableErrors });
    return {
      idle,
      container,
      hydrated,
      recoverableErrors,
      release,
      pageDrawn: () => pageDrawn,
      cleanUp() {
        root.unmount();
        (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
          actEnvironment;
        container.remove();
      },
    };
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
      // The services section is React's, the form inside it still waits for its code: not drawn.
      await waitFor(() => expect(page.hydrated).toEqual(['Services']));
      expect(page.pageDrawn()).toBe(false);
      page.release();
      await waitFor(() => expect(page.pageDrawn()).toBe(true));
      expect(page.hydrated).toEqual(['Services', 'Quote form']);
      expect(page.recoverableErrors).not.toHaveBeenCalled();
      expect(page.container).toHaveTextContent('HeroServicesQuote form');
    } finally {
      page.cleanUp();
    }
  });
});
