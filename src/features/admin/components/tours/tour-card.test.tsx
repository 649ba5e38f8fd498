import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@/domain/tour';
import { makeTour } from '@/testing/make-tour';
import { renderWithProviders } from '@/testing/render';
import { deleteTour, updateTour } from '../../api/tour-writes';
import { TourCard } from './tour-card';

vi.mock('../../api/tour-writes', () => ({
  addTour: vi.fn(),
  updateTour: vi.fn(),
  deleteTour: vi.fn(),
}));
vi.mock('../../api/upload-image', () => ({
  uploadImage: vi.fn(),
  PublicUrlError: class extends Error {},
}));

const saona: Tour = makeTour('isla-saona', {
  title: 'Isla Saona',
  image: null,
  gallery: ['https://img/1.jpg', 'https://img/2.jpg'],
  descriptionEs: 'Playa',
  descriptionEn: 'Beach',
  priceChild: 65,
  hasChildPrice: true,
  duration: 'Día completo',
  maxParticipants: 40,
});

function OpenCard({ tour }: { tour: Tour }) {
  const [open, setOpen] = useState(true);
  return <TourCard tour={tour} open={open} onToggle={() => setOpen((shown) => !shown)} />;
}

/** Like the live Firestore list: a saved update comes back as the stored tour. */
function LiveCard({ initial }: { initial: Tour }) {
  const [tour, setTour] = useState(initial);
  useEffect(() => {
    vi.mocked(updateTour).mockImplementation(async (_id, fields) =>
      act(() => setTour((stored) => ({ ...stored, ...fields }))),
    );
  }, []);
  return <OpenCard tour={tour} />;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the admin tour card', () => {
  beforeEach(() => {
    vi.mocked(updateTour).mockReset().mockResolvedValue();
  });

  it('shows Save and Cancel only while the draft differs from the stored tour', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);
    const price = screen.getByLabelText('Precio (USD)');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '100');
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
    expect(screen.getByText('Sin guardar')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '95');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Sin guardar')).not.toBeInTheDocument();
  });

  it('Cancel puts the stored values back', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);
    await user.type(screen.getByLabelText('Título'), ' VIP');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Isla Saona'));
    expect(screen.queryByRole('button', { name: 'Descartar' })).not.toBeInTheDocument();
  });

  it('saves numbers as numbers and emptied number fields as null, then is clean with a success toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LiveCard initial={saona} />);
    await user.clear(screen.getByLabelText('Precio (USD)'));
    await user.type(screen.getByLabelText('Precio (USD)'), '120.5');
    await user.clear(screen.getByLabelText('Máx. participantes'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('¡Actualizado!')).toBeInTheDocument();
    expect(updateTour).toHaveBeenCalledWith(
      'isla-saona',
      expect.objectContaining({
        price: 120.5,
        maxParticipants: null,
        minParticipants: 1,
        priceChild: 65,
        title: 'Isla Saona',
      }),
    );
    expect(screen.getByText('Se guardaron los cambios de «Isla Saona».')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the edits and shows the server message when the save fails', async () => {
    vi.mocked(updateTour).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />, { language: 'en' });
    await user.type(screen.getByLabelText('Duration'), ' (8 h)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not update')).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration')).toHaveValue('Día completo (8 h)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
  });

  it('blocks the save while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);
    await user.clear(screen.getByLabelText('Título'));
    expect(await screen.findByText('Obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('reorders and removes gallery images in the draft', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);
    await user.click(screen.getByRole('button', { name: 'Bajar la imagen 1 de Isla Saona' }));
    const gallery = screen.getByRole('region', { name: 'Galería' });
    const sources = () =>
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    await waitFor(() => expect(sources()).toEqual(['https://img/2.jpg', 'https://img/1.jpg']));
    await user.click(screen.getByRole('button', { name: 'Quitar la imagen 2 de Isla Saona' }));
    await waitFor(() => expect(sources()).toEqual(['https://img/2.jpg']));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(updateTour).toHaveBeenCalledWith(
        'isla-saona',
        expect.objectContaining({ gallery: ['https://img/2.jpg'] }),
      ),
    );
  });

  it('deletes only after confirmation and looks busy meanwhile', async () => {
    const pending = deferred();
    vi.mocked(deleteTour).mockReturnValue(pending.promise);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);

    await user.click(screen.getByRole('button', { name: 'Eliminar tour' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar definitivamente?' });
    expect(dialog).toHaveTextContent(
      'Se eliminará «Isla Saona». Esta acción no se puede deshacer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteTour).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Eliminar tour' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteTour).toHaveBeenCalledWith('isla-saona');
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Isla Saona' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );

    pending.resolve();
    expect(await screen.findByText('¡Eliminado!')).toBeInTheDocument();
  });

  it('follows a stored change while untouched, but keeps unsaved edits', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(<OpenCard tour={saona} />);
    rerender(<OpenCard tour={{ ...saona, price: 99 }} />);
    expect(screen.getByLabelText('Precio (USD)')).toHaveValue(99);

    await user.type(screen.getByLabelText('Título'), '!');
    rerender(<OpenCard tour={{ ...saona, price: 101 }} />);
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Isla Saona!'));
    expect(screen.getByLabelText('Precio (USD)')).toHaveValue(99);
  });
});
