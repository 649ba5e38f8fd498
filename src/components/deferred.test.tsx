// Below-the-fold parts of the page a visit opens: not in the first paint, then drawn one at a time
// in page order, with their room kept meanwhile; a page opened later draws them at once.
import { render, screen, waitFor } from '@testing-library/react';
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
