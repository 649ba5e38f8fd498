import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@/domain/tour';
import { makeTour } from '@/testing/make-tour';
import { renderWithProviders } from '@/testing/render';
import { deleteTour, updateTour } from '../../api/tour-writes';
import { TourCard } from './tour-card';
import type { ImageUploadFn } from '../../api/upload-image';

vi.mock('../../api/tour-writes', () => ({
  addTour: vi.fn(),
  updateTour: vi.fn(),
  deleteTour: vi.fn(),
}));
/** What the uploader's hook hands it: an upload on the admin's Storage. */
const uploadImage = vi.hoisted(() => vi.fn<ImageUploadFn>());
vi.mock('../../api/upload-image', () => ({
  useUploadImage: () => uploadImage,
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

/** Isla Saona's open card with these schedule changes, and its schedule section. */
function renderSchedule(changes: Partial<Tour['schedule']> = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <OpenCard tour={{ ...saona, schedule: { ...saona.schedule, ...changes } }} />,
  );
  return { user, schedule: screen.getByRole('region', { name: 'Horario y plazas' }) };
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
    await user.type(screen.getByLabelText('Título en español'), ' VIP');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Título en español')).toHaveValue('Isla Saona'),
    );
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
    await user.type(screen.getByLabelText('Duration in Spanish'), ' (8 h)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not update')).toBeInTheDocument();
    expect(screen.getByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration in Spanish')).toHaveValue('Día completo (8 h)');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
  });

  it('blocks the save while a required field is empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OpenCard tour={saona} />);
    await user.clear(screen.getByLabelText('Título en español'));
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

  it('toggles the days it runs and saves them in the schedule', async () => {
    const { user, schedule } = renderSchedule();

    await user.click(within(schedule).getByRole('button', { name: 'domingo', pressed: true }));
    expect(
      await within(schedule).findByRole('button', { name: 'domingo', pressed: false }),
    ).toHaveTextContent('dom');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(updateTour).toHaveBeenCalledWith(
        'isla-saona',
        expect.objectContaining({
          schedule: expect.objectContaining({ weekdays: [1, 2, 3, 4, 5, 6] }),
        }),
      ),
    );
  });

  it('adds and removes departure times and saves them sorted', async () => {
    const { user, schedule } = renderSchedule({ departures: ['10:00'] });
    const departures = () =>
      within(schedule)
        .queryAllByLabelText(/^Salida \d+$/)
        .map((row) => (row as HTMLInputElement).value);
    expect(within(schedule).getByText(/una vez al día sin hora fija/)).toBeInTheDocument();

    await user.click(within(schedule).getByRole('button', { name: 'Quitar horario 10:00' }));
    await waitFor(() => expect(departures()).toEqual([]));
    for (const time of ['15:00', '08:30']) {
      await user.click(within(schedule).getByRole('button', { name: 'Añadir horario' }));
      await user.type((await within(schedule).findAllByLabelText(/^Salida \d+$/)).at(-1)!, time);
    }
    await waitFor(() => expect(departures()).toEqual(['15:00', '08:30']));

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(updateTour).toHaveBeenCalledWith(
        'isla-saona',
        expect.objectContaining({
          schedule: {
            weekdays: [0, 1, 2, 3, 4, 5, 6],
            departures: ['08:30', '15:00'],
            seats: null,
            closedDates: [],
            horizonMonths: 12,
          },
        }),
      ),
    );
    // Saved sorted: the card now lists the times in the order the tour page will.
    await waitFor(() => expect(departures()).toEqual(['08:30', '15:00']));
  });

  it('saves the seats per departure as a whole number', async () => {
    const { user, schedule } = renderSchedule();
    expect(within(schedule).getByText('Vacío: sin límite de plazas')).toBeInTheDocument();

    await user.type(within(schedule).getByLabelText('Plazas por salida'), '40');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(updateTour).toHaveBeenCalledWith(
        'isla-saona',
        expect.objectContaining({ schedule: expect.objectContaining({ seats: 40 }) }),
      ),
    );
  });

  it('adds and removes closed dates, shown as readable dates, and saves them in the schedule', async () => {
    const { user, schedule } = renderSchedule({ closedDates: ['2026-12-25'] });

    await user.click(
      within(schedule).getByRole('button', { name: 'Quitar la fecha cerrada 25 dic 2026' }),
    );
    await waitFor(() =>
      expect(within(schedule).queryByText('25 dic 2026')).not.toBeInTheDocument(),
    );
    await user.type(within(schedule).getByLabelText('Fecha cerrada'), '2027-01-01');
    await user.click(within(schedule).getByRole('button', { name: 'Añadir fecha cerrada' }));
    expect(
      await within(schedule).findByRole('button', { name: 'Quitar la fecha cerrada 1 ene 2027' }),
    ).toHaveTextContent('1 ene 2027');
    expect(within(schedule).getByLabelText('Fecha cerrada')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(updateTour).toHaveBeenCalledWith(
        'isla-saona',
        expect.objectContaining({
          schedule: expect.objectContaining({ closedDates: ['2027-01-01'] }),
        }),
      ),
    );
  });

  it('blocks the save while a departure has no valid time or repeats another', async () => {
    const { user, schedule } = renderSchedule({ departures: ['08:00'] });
    const save = () => screen.getByRole('button', { name: 'Guardar cambios' });

    await user.click(within(schedule).getByRole('button', { name: 'Añadir horario' }));
    expect(
      await within(schedule).findByText('Escribe una hora válida, de 00:00 a 23:59'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(within(schedule).getByLabelText('Salida 2'), '08:00');
    expect(await within(schedule).findByText('Este horario está repetido')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    const removeEight = within(schedule).getAllByRole('button', { name: 'Quitar horario 08:00' });
    await user.click(removeEight.at(-1)!);
    // Back to the stored schedule: nothing left to save.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument(),
    );
  });

  it('blocks the save while the seats are not a whole number from 1 to 10000', async () => {
    const { user, schedule } = renderSchedule();
    const save = () => screen.getByRole('button', { name: 'Guardar cambios' });
    const seats = within(schedule).getByLabelText('Plazas por salida');
    await user.type(seats, '2.5');
    expect(await within(schedule).findByText('Escribe un número entero')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '0');
    expect(await within(schedule).findByText('Debe estar entre 1 y 10000')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(seats);
    await user.type(seats, '30');
    await waitFor(() => expect(save()).toBeEnabled());
    expect(within(schedule).queryByText('Debe estar entre 1 y 10000')).not.toBeInTheDocument();
  });

  it('refuses a closed date twice, and a tour that runs on no day', async () => {
    const { user, schedule } = renderSchedule({ closedDates: ['2026-12-25'] });
    await user.type(within(schedule).getByLabelText('Fecha cerrada'), '2026-12-25');
    await user.click(within(schedule).getByRole('button', { name: 'Añadir fecha cerrada' }));
    expect(await within(schedule).findByText('Esa fecha ya está cerrada')).toBeInTheDocument();
    expect(within(schedule).getAllByText('25 dic 2026')).toHaveLength(1);

    const days = within(schedule).getByRole('group', { name: 'Días en que sale' });
    for (const day of within(days).getAllByRole('button', { pressed: true })) await user.click(day);
    expect(await within(schedule).findByText('Elige al menos un día')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it('shows the schedule in English, Monday first, with full day names for screen readers', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <OpenCard
        tour={{
          ...saona,
          schedule: { ...saona.schedule, departures: ['08:00'], closedDates: ['2026-12-25'] },
        }}
      />,
      { language: 'en' },
    );
    const schedule = screen.getByRole('region', { name: 'Schedule and seats' });
    const days = within(schedule).getByRole('group', { name: 'Days it runs' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((day) => day.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(days).getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(schedule).getByText('Empty: no seat limit')).toBeInTheDocument();
    expect(
      within(schedule).getByRole('button', { name: 'Remove closed date Dec 25, 2026' }),
    ).toBeInTheDocument();

    await user.click(within(schedule).getByRole('button', { name: 'Remove departure time 08:00' }));
    await user.click(within(schedule).getByRole('button', { name: 'Add departure time' }));
    expect(
      await within(schedule).findByText('Enter a valid time, from 00:00 to 23:59'),
    ).toBeInTheDocument();
    await user.type(within(schedule).getByLabelText('Seats per departure'), '12.5');
    expect(await within(schedule).findByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('follows a stored change while untouched, but keeps unsaved edits', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderWithProviders(<OpenCard tour={saona} />);
    rerender(<OpenCard tour={{ ...saona, price: 99 }} />);
    expect(screen.getByLabelText('Precio (USD)')).toHaveValue(99);

    await user.type(screen.getByLabelText('Título en español'), '!');
    rerender(<OpenCard tour={{ ...saona, price: 101 }} />);
    await waitFor(() =>
      expect(screen.getByLabelText('Título en español')).toHaveValue('Isla Saona!'),
    );
    expect(screen.getByLabelText('Precio (USD)')).toHaveValue(99);
  });

  it('holds no editor while folded, opens it on a tap, and keeps an unsaved edit when folded again', async () => {
    const user = userEvent.setup({ delay: null });
    function FoldedCard() {
      const [open, setOpen] = useState(false);
      return <TourCard tour={saona} open={open} onToggle={() => setOpen((shown) => !shown)} />;
    }
    renderWithProviders(<FoldedCard />);
    expect(screen.queryByLabelText('Precio (USD)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Isla Saona' }));
    const price = await screen.findByLabelText('Precio (USD)');
    await user.clear(price);
    await user.type(price, '100');
    await user.click(screen.getByRole('button', { name: 'Plegar Isla Saona' }));
    await waitFor(() => expect(screen.queryByLabelText('Precio (USD)')).not.toBeInTheDocument());
    expect(screen.getByText('Sin guardar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar Isla Saona' }));
    expect(await screen.findByLabelText('Precio (USD)')).toHaveValue(100);
  });
});
