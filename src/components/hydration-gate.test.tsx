import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateMarkup } from '@/testing/server-page';
import { HydrationGate } from './hydration-gate';

const page = (
  <HydrationGate>
    <button type="button">Reservar</button>
  </HydrationGate>
);

describe('the page a server drew', () => {
  it('says its controls are disabled until React has it, then no longer', async () => {
    const markup = renderToString(page);
    const served = document.createElement('div');
    served.innerHTML = markup;
    expect(served.querySelector('[role="group"][aria-disabled="true"] button')).not.toBeNull();

    const taken = hydrateMarkup(markup, page);
    try {
      await waitFor(() => expect(taken.container.querySelector('[aria-disabled]')).toBeNull());
      expect(taken.container.querySelector('[role="group"]')).toBeNull();
      expect(taken.recoverableErrors).not.toHaveBeenCalled();
    } finally {
      taken.cleanUp();
    }
  });
});

describe('a page drawn in the browser', () => {
  it('has its controls working from the first frame', () => {
    render(page);
    const button = screen.getByRole('button', { name: 'Reservar' });
    expect(button.closest('[aria-disabled]')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
