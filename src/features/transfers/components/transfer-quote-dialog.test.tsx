import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TransferQuoteDialog } from './transfer-quote-dialog';

describe('the transfer dialog', () => {
  it('holds the quote form and closes from its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<TransferQuoteDialog open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: /Añade un traslado/ });
    expect(within(dialog).getByRole('form', { name: 'Cotizar traslado' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    renderWithProviders(<TransferQuoteDialog open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
