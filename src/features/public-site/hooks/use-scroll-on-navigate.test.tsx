import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

function Page({ ready }: { ready: boolean }) {
  useScrollOnNavigate(ready);
  return <section id="servicios">Traslados</section>;
}

function renderAt(url: string) {
  const ui = (ready: boolean) => (
    <MemoryRouter initialEntries={[url]}>
      <Page ready={ready} />
    </MemoryRouter>
  );
  const view = render(ui(false));
  return { becomeReady: () => view.rerender(ui(true)) };
}

describe('scrolling to an anchor once the page has loaded', () => {
  it('jumps to the anchor when the content above it has arrived', () => {
    const page = renderAt('/home#servicios');
    expect(scrollIntoView).not.toHaveBeenCalled();
    page.becomeReady();
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
  });

  it.each([
    ['taps', (target: Element) => fireEvent.pointerDown(target)],
    ['types', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['scrolls', (target: Element) => fireEvent.wheel(target)],
  ])('leaves the page where it is when the visitor %s before it has loaded', (_, act) => {
    const page = renderAt('/home#servicios');
    act(document.body);
    page.becomeReady();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
