// The app's toast stack, without a test's own SnackbarProvider: a toast asked for before the stack
// has loaded waits for it, then shows.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { ToastHost, useToast } from './toast';

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved', variant: 'success' })}>
      Save
    </button>
  );
}

describe('the app toast host', () => {
  it('shows a toast asked for before the page went idle', async () => {
    render(
      <I18nextProvider i18n={initI18n()}>
        <SaveButton />
        <ToastHost />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Saved');
  });
});
