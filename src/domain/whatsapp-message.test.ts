import { describe, it, expect } from 'vitest';
import { bookingWhatsappMessage, type BookingMessageInput } from './whatsapp-message';

const saona = { title: 'Isla Saona', adults: 2, children: 1, subtotal: 190 };
const ride = {
  origin: 'Aeropuerto PUJ',
  destination: 'Bávaro',
  date: '2025-03-14',
  time: '10:30',
  passengers: '1-2 Pasajeros',
  price: 30.5,
};
const booking: BookingMessageInput = {
  orderId: 'LA-AB12CXYZ',
  contact: {
    firstName: ' Ana ',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+1 809 555 1234',
  },
  tour: saona,
  transfer: ride,
  total: 1220.5,
};

describe('bookingWhatsappMessage', () => {
  it('greets, then lists the order, the contact, the tour, the transfer and the total', () => {
    expect(bookingWhatsappMessage(booking)).toBe(
      [
        '¡Hola! Quiero confirmar mi reserva.',
        '',
        'Pedido: LA-AB12CXYZ',
        'Nombre: Ana Pérez',
        'Teléfono: +1 809 555 1234',
        'Correo: ana@example.com',
        '',
        'Tour: Isla Saona',
        'Participantes: 2 adultos y 1 niño',
        'Precio del tour: $190 USD',
        '',
        'Traslado: Aeropuerto PUJ → Bávaro',
        'Fecha y hora: 14/03/2025, 10:30',
        'Grupo: 1-2 Pasajeros',
        'Precio del traslado: $30.5 USD',
        '',
        'Total: $1,220.5 USD',
      ].join('\n'),
    );
  });

  it('names the tour day, its departure and the pickup place', () => {
    const dated = {
      ...booking,
      tour: { ...saona, date: '2026-12-05', departure: '07:30', pickup: 'Hotel Riu' },
    };
    expect(bookingWhatsappMessage(dated)).toContain(
      'Tour: Isla Saona\nFecha y salida: 05/12/2026, 07:30\nRecogida: Hotel Riu\nParticipantes:',
    );
    const allDay = { ...booking, tour: { ...dated.tour, departure: 'day' } };
    expect(bookingWhatsappMessage(allDay)).toContain('Fecha: 05/12/2026\nRecogida: Hotel Riu');
  });

  it('names the flight of an airport transfer and when it lands, after the pickup time', () => {
    const flying = {
      ...booking,
      transfer: { ...ride, flightNumber: 'AA 1234', arrivalTime: '14:35' },
    };
    expect(bookingWhatsappMessage(flying)).toContain(
      'Fecha y hora: 14/03/2025, 10:30\nVuelo: AA 1234 (llega 14:35)\nGrupo: 1-2 Pasajeros',
    );
    const noArrival = { ...booking, transfer: { ...ride, flightNumber: 'B6 1234' } };
    expect(bookingWhatsappMessage(noArrival)).toContain('10:30\nVuelo: B6 1234\nGrupo:');
  });

  it('has no flight line for a transfer without a flight', () => {
    expect(bookingWhatsappMessage(booking)).not.toContain('Vuelo');
  });

  it('leaves out the transfer lines for a tour-only booking', () => {
    const message = bookingWhatsappMessage({ ...booking, transfer: null, total: 190 });
    expect(message).toContain('Tour: Isla Saona');
    expect(message).not.toContain('Traslado');
    expect(message).not.toContain('Grupo');
    expect(message.endsWith('Precio del tour: $190 USD\n\nTotal: $190 USD')).toBe(true);
  });

  it('leaves out the tour lines for a transfer-only booking', () => {
    const message = bookingWhatsappMessage({ ...booking, tour: null, total: 30.5 });
    expect(message).not.toContain('Tour:');
    expect(message).not.toContain('Participantes');
    expect(message).toContain('Correo: ana@example.com\n\nTraslado: Aeropuerto PUJ → Bávaro');
  });

  it('names children only when there are some', () => {
    const message = bookingWhatsappMessage({
      ...booking,
      tour: { ...saona, adults: 3, children: 0 },
    });
    expect(message).toContain('Participantes: 3 adultos\n');
  });

  it('uses the singular for one adult or one child and the plural otherwise', () => {
    const one = bookingWhatsappMessage({ ...booking, tour: { ...saona, adults: 1, children: 2 } });
    expect(one).toContain('Participantes: 1 adulto y 2 niños');
  });

  it('names only the children when no adult comes', () => {
    const kids = bookingWhatsappMessage({ ...booking, tour: { ...saona, adults: 0, children: 2 } });
    expect(kids).toContain('Participantes: 2 niños');
  });

  it('keeps a date that is not YYYY-MM-DD as written', () => {
    const message = bookingWhatsappMessage({ ...booking, transfer: { ...ride, date: 'mañana' } });
    expect(message).toContain('Fecha y hora: mañana, 10:30');
  });

  it('shows prices with thousands separators and at most two decimals', () => {
    const message = bookingWhatsappMessage({ ...booking, total: 2345.678 });
    expect(message).toContain('Total: $2,345.68 USD');
  });

  it('ends with the link to the booking\'s "My booking" page when given', () => {
    const link = 'https://tours.example.com/reserva?id=LA-AB12CXYZ';
    const message = bookingWhatsappMessage(booking, link);
    expect(message.endsWith(`Total: $1,220.5 USD\n\nVer mi reserva: ${link}`)).toBe(true);
    expect(bookingWhatsappMessage(booking)).not.toContain('Ver mi reserva');
  });
});
