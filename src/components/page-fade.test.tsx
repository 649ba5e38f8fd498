// Pages fade in when the visitor moves between them; the page a visit opens shows at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageFade } from './page-fade';

function Pages() {
  return (
    <MemoryRouter initialEntries={['/home']}>
      <PageFade>
        <Routes>
          <Route path="/home" element={<Link to="/guia">Guide</Link>} />
          <Route path="/guia" element={<Link to="/home">Home</Link>} />
        </Routes>
      </PageFade>
    </MemoryRouter>
  );
}

const animationOf = (link: HTMLElement) => getComputedStyle(link.parentElement!).animation;

describe('the page fade', () => {
  it('shows the opened page at once, and fades in each page the visitor goes to', async () => {
    const user = userEvent.setup();
    render(<Pages />);
    expect(animationOf(screen.getByRole('link', { name: 'Guide' }))).toBe('');
    await user.click(screen.getByRole('link', { name: 'Guide' }));
    expect(animationOf(await screen.findByRole('link', { name: 'Home' }))).toMatch(/0\.4s/);
    // Back to the first page: a move like any other, so it fades in too.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(animationOf(await screen.findByRole('link', { name: 'Guide' }))).toMatch(/0\.4s/);
  });
});
