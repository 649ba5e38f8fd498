import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { deleteRoute, updateRoute } from '../../api/route-writes';
import { RouteCard } from './route-card';
import { makeRoute } from '@/testing/make-route';

vi.mock('../../api/route-writes', () => ({
  addRoute: vi.fn(),
  updateRoute: vi.fn(),
  deleteRoute: vi.fn(),
}));

const route = makeRoute('puj-bavaro', { price5to9: null });

describe('the admin route card', () => {
  beforeEach(() => {
    vi.mocked(updateRoute).mockReset().mockResolvedValue();
  });

  it('saves a new type as soon as it is picked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Discoteca' }));
    expect(await screen.findByText('¡Actualizado!')).toBeInTheDocument();
    expect(updateRoute).toHaveBeenCalledWith('puj-bavaro', { type: 'Discoteca' });
  });

  it('shows prices as dollars, $0 when missing', () => {
    renderWithProviders(<RouteCard route={route} />);
    expect(screen.getByRole('button', { name: 'Editar 1-2 pasajeros' })).toHaveTextContent('$30');
    expect(screen.getByRole('button', { name: 'Editar 5-9 pasajeros' })).toHaveTextContent('$0');
  });

  it('edits a price inline and saves it as a decimal only on confirm', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('button', { name: 'Editar 3-5 pasajeros' }));
    const input = screen.getByRole('textbox', { name: '3-5 pasajeros' });
    expect(input).toHaveValue('40');
    await user.clear(input);
    await user.type(input, '45,5');
    expect(updateRoute).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardar 3-5 pasajeros' }));
    await waitFor(() =>
      expect(updateRoute).toHaveBeenCalledWith('puj-bavaro', { price3to5: 45.5 }),
    );
    expect(updateRoute).toHaveBeenCalledOnce();
  });

  it('saves 0 for a price that is not a number', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('button', { name: 'Editar 1-2 pasajeros' }));
    const input = screen.getByRole('textbox', { name: '1-2 pasajeros' });
    await user.clear(input);
    await user.type(input, 'treinta{Enter}');
    await waitFor(() => expect(updateRoute).toHaveBeenCalledWith('puj-bavaro', { price1to2: 0 }));
  });

  it('drops an inline edit on cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('button', { name: 'Editar Destino' }));
    await user.type(screen.getByRole('textbox', { name: 'Destino' }), ' Norte');
    await user.click(screen.getByRole('button', { name: 'Cancelar la edición de Destino' }));
    const destination = await screen.findByRole('button', { name: 'Editar Destino' });
    expect(destination).toHaveTextContent('Bávaro');
    expect(destination).not.toHaveTextContent('Norte');
    expect(updateRoute).not.toHaveBeenCalled();
  });

  it('refuses an empty place name', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('button', { name: 'Editar Origen' }));
    await user.clear(screen.getByRole('textbox', { name: 'Origen' }));
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Origen' })).toBeDisabled();
  });

  it('shows the server message when an update fails', async () => {
    vi.mocked(updateRoute).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Edit Destination' }));
    await user.type(screen.getByRole('textbox', { name: 'Destination' }), ' Norte{Enter}');
    expect(await screen.findByText('Could not update')).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    vi.mocked(deleteRoute).mockResolvedValue();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RouteCard route={route} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar ruta' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Se eliminará «Aeropuerto PUJ → Bávaro». Esta acción no se puede deshacer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleteRoute).toHaveBeenCalledWith('puj-bavaro'));
    expect(await screen.findByText('¡Eliminado!')).toBeInTheDocument();
  });
});
