import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from './load-error-boundary';

function Read({ fails }: { fails: boolean }) {
  if (fails) throw new Error('Missing or insufficient permissions.');
  return <p>read</p>;
}

function renderRead(fails: boolean, resetKey: string) {
  return (
    <LoadErrorBoundary resetKey={resetKey} fallback={(message) => <p>{`failed: ${message}`}</p>}>
      <Read fails={fails} />
    </LoadErrorBoundary>
  );
}

// React and the boundary log what they catch; the tests expect it.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.mocked(console.error).mockRestore());

it('says why a read failed in place of what it would show', () => {
  render(renderRead(true, '2027-03-15'));
  expect(screen.getByText('failed: Missing or insufficient permissions.')).toBeInTheDocument();
});

it('keeps the failure for the same read, and reads again for another', () => {
  const { rerender } = render(renderRead(true, '2027-03-15'));
  rerender(renderRead(false, '2027-03-15'));
  expect(screen.getByText(/^failed:/)).toBeInTheDocument();
  rerender(renderRead(false, '2027-03-16'));
  expect(screen.getByText('read')).toBeInTheDocument();
});
