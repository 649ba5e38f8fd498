import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the copy button', () => {
  it('copies the amount in one tap and says so, in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="295" what="amount" />);
    await user.click(screen.getByRole('button', { name: 'Copiar importe' }));
    expect(await navigator.clipboard.readText()).toBe('295');
    expect(await screen.findByRole('button', { name: 'Importe copiado' })).toHaveTextContent(
      'Copiado',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Importe copiado');
  });

  it('copies the order number, in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="LA-AB12CXYZ" what="orderId" />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(await navigator.clipboard.readText()).toBe('LA-AB12CXYZ');
    expect(screen.getByRole('button', { name: 'Order number copied' })).toHaveTextContent('Copied');
  });

  it('tells the tourist to type the value when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton value="75.50" what="amount" />, { language: 'en' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy amount' }));
    expect(await screen.findByText('Could not copy')).toBeInTheDocument();
    expect(
      screen.getByText('Your browser did not allow copying. Type it by hand: 75.50'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy amount' })).toBeInTheDocument();
  });
});
