import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as texts from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';

/** A fresh module each time: once a picker has been used, the next ones come as the picker. */
let DatePicker: typeof import('./date-picker').DatePicker;
let fieldText: typeof import('./date-picker').fieldText;
beforeEach(async () => {
  vi.resetModules();
  // With the texts the test set-up handed over, and the language renderWithProviders sets.
  vi.doMock('@/lib/i18n', () => texts);
  ({ DatePicker, fieldText } = await import('./date-picker'));
});

describe('before it is used', () => {
  it('is a field with its "Choose date" button, and the picker itself is not loaded', () => {
    renderWithProviders(<DatePicker label="Tour date" value="" onChange={() => {}} />, {
      language: 'en-US',
    });
    expect(screen.getByRole('button', { name: 'Choose date' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Tour date' })).toHaveValue('');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('shows a chosen date as the picker does, and names it on its button', () => {
    renderWithProviders(<DatePicker label="Fecha" value="2026-12-05" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('05/12/2026');
    expect(
      screen.getByRole('button', { name: /^Elige fecha, la fecha elegida es .*2026/ }),
    ).toBeInTheDocument();
  });

  it('shows the problem under the field', () => {
    renderWithProviders(
      <DatePicker label="Fecha" value="" onChange={() => {}} error helperText="Elige una fecha" />,
    );
    expect(screen.getByText('Elige una fecha')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveAccessibleDescription(
      'Elige una fecha',
    );
  });
});

describe('once used', () => {
  it('opens its calendar at the first click on "Choose date", in English for an en-US browser', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Tour date" value="" onChange={() => {}} />, {
      language: 'en-US',
    });
    await user.click(screen.getByRole('button', { name: 'Choose date' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Month' })).toBeInTheDocument();
  });

  it('gives the keyboard focus to its field when reached with Tab, in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DatePicker label="Fecha" value="" onChange={() => {}} />);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Dia' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Elige fecha' })).toBeInTheDocument();
  });

  it('hands the chosen day back as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DatePicker label="Fecha" value="" onChange={onChange} minDate="2026-12-01" />,
    );
    await user.click(screen.getByRole('button', { name: 'Elige fecha' }));
    await user.click(await screen.findByRole('gridcell', { name: '1' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-01$/)),
    );
  });

  it('comes as the picker itself on the next page once one has been used', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DatePicker label="Fecha" value="" onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Elige fecha' }));
    await screen.findByRole('grid');
    unmount();
    renderWithProviders(<DatePicker label="Fecha" value="" onChange={() => {}} />);
    expect(await screen.findByRole('spinbutton', { name: 'Mes' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

it('writes a date in the field in the order of each language', () => {
  expect(fieldText('2026-12-05', 'es')).toBe('05/12/2026');
  expect(fieldText('2026-12-05', 'en')).toBe('12/05/2026');
  expect(fieldText('', 'es')).toBe('');
});
