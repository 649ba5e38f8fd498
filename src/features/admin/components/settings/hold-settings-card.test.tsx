import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { saveSiteContentEntries } from '../../api/site-content-writes';
import { HoldSettingsCard } from './hold-settings-card';

vi.mock('../../api/site-content-writes', () => ({
  saveSiteContent: vi.fn(),
  saveSiteContentEntries: vi.fn(),
}));

const HOURS = 'Horas que se guardan las plazas';
const CUTOFF = 'Horas antes de la salida';
const SAVE = 'Guardar plazos';

async function replace(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.paste(text);
  return user;
}

describe('the hold settings card', () => {
  beforeEach(() => {
    vi.mocked(saveSiteContentEntries).mockReset().mockResolvedValue();
  });

  it('shows the defaults, a day and 2 hours, where nothing is stored', () => {
    renderWithProviders(<HoldSettingsCard siteContent={{}} />);
    expect(screen.getByLabelText(HOURS)).toHaveValue('24');
    expect(screen.getByLabelText(CUTOFF)).toHaveValue('2');
  });

  it('refuses hours out of range or not whole, says why, keeps what was typed', async () => {
    renderWithProviders(<HoldSettingsCard siteContent={{ booking_hold_hours: '12' }} />);
    expect(screen.getByLabelText(HOURS)).toHaveValue('12');
    await replace(HOURS, '500');
    const user = await replace(CUTOFF, '1.5');
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Debe estar entre 1 y 168 horas.')).toBeInTheDocument();
    expect(
      screen.getByText('Usa horas enteras, solo cifras (por ejemplo 24).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(HOURS)).toHaveValue('500');
    expect(saveSiteContentEntries).not.toHaveBeenCalled();
  });

  it('saves both settings as whole hours', async () => {
    renderWithProviders(<HoldSettingsCard siteContent={{}} />);
    await replace(HOURS, ' 48 ');
    const user = await replace(CUTOFF, '0');
    await user.click(screen.getByRole('button', { name: SAVE }));
    await vi.waitFor(() =>
      expect(saveSiteContentEntries).toHaveBeenCalledWith({
        booking_hold_hours: '48',
        booking_hold_cutoff_hours: '0',
      }),
    );
  });
});
