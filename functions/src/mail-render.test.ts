// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StoredBooking } from '../../src/domain/booking';
import { LANGUAGES } from '../../src/domain/language';
import { MAIL_KINDS, renderMail, type MailFacts } from './mail-render';

const HOSTILE = '<img src=x onerror=alert(1)>"&\'';

function facts(overrides: Partial<StoredBooking> = {}, more: Partial<MailFacts> = {}): MailFacts {
  const booking: StoredBooking = {
    orderId: 'LA-MAIL0001',
    contact: {
      firstName: `Ana ${HOSTILE}`,
      lastName: 'Pérez',
      email: 'ana@mail.test',
      phone: '+1 809 555 0101',
    },
    tour: {
      tourId: 'isla-saona',
      title: 'Isla Saona',
      adults: 2,
      children: 1,
      unitPrice: 95,
      childUnitPrice: 60,
      subtotal: 250,
      date: '2026-12-14',
      departure: '07:30',
      pickup: `Hotel Riu ${HOSTILE}`,
    },
    transfer: {
      routeId: 'puj-bavaro',
      type: 'Aeropuerto',
      origin: 'Aeropuerto PUJ',
      destination: 'Bávaro',
      date: '2026-12-13',
      time: '15:40',
      passengerGroup: 'price1to2',
      passengers: '1-2 Pasajeros',
      price: 45.5,
      flightNumber: 'AA 1234',
      arrivalTime: '15:10',
    },
    total: 295.5,
    paymentMethod: 'zelle',
    status: 'pending',
    language: 'es',
    createdAt: Date.parse('2026-12-01T12:00:00Z'),
    ...overrides,
  };
  return {
    booking,
    holdUntil: new Date('2026-12-02T16:00:00Z'),
    agency: {
      email: 'reservas@agency.test',
      phone: '+1 809 555 0000',
      whatsappNumber: '+1 809 555 0199',
      address: 'Av. España, Bávaro',
    },
    payment: {
      paypalLink: 'https://paypal.me/puntacanatours',
      zelleRecipient: 'pagos@agency.test',
    },
    whatToBring: `Toalla, protector solar ${HOSTILE}`,
    siteUrl: 'https://tours.example',
    ...more,
  };
}

describe.each(LANGUAGES)('every e-mail in %s', (language) => {
  it.each(MAIL_KINDS)(
    '%s: the booking’s facts in HTML and plain text, nothing typed as markup',
    (kind) => {
      const mail = renderMail(kind, facts(), language);
      expect(mail.subject).toContain(kind === 'reminder' ? 'Isla Saona' : 'LA-MAIL0001');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain('LA-MAIL0001');
        expect(part).toContain('Isla Saona');
        expect(part).toContain('07:30');
        expect(part).toContain('Aeropuerto PUJ → Bávaro');
        expect(part).toContain('AA 1234');
        expect(part).toContain('$295.5 USD');
        // The agency's contact in the footer.
        expect(part).toContain('reservas@agency.test');
        expect(part).toContain('+1 809 555 0199');
      }
      expect(mail.text).toContain(`Hotel Riu ${HOSTILE}`);
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('Hotel Riu &lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
      expect(mail.html).toContain(`lang="${language}"`);
    },
  );

  it('at booking by Zelle: recipient, amount and memo, the hold’s end and the My booking link', () => {
    const mail = renderMail('received', facts(), language);
    expect(mail.text).toContain('pagos@agency.test');
    expect(mail.text).toMatch(/: \$295\.50 USD$/m);
    expect(mail.text).toMatch(/Memo.*: LA-MAIL0001$/m);
    // 16:00 UTC is 12:00 in Punta Cana (UTC-4).
    expect(mail.text).toMatch(language === 'es' ? /2 dic 2026, 12:00/ : /Dec 2, 2026, 12:00\sPM/);
    expect(mail.html).toContain('href="https://tours.example/reserva?id=LA-MAIL0001"');
  });

  it('at booking by PayPal: the PayPal link with the amount; without a hold end, no hold sentence', () => {
    const mail = renderMail(
      'received',
      facts({ paymentMethod: 'paypal' }, { holdUntil: null }),
      language,
    );
    expect(mail.html).toContain('href="https://paypal.me/puntacanatours/295.5USD"');
    expect(mail.text).not.toMatch(/12:00/);
  });

  it('at booking by WhatsApp: the agency’s WhatsApp to write to', () => {
    const mail = renderMail('received', facts({ paymentMethod: 'whatsapp' }), language);
    expect(mail.text).toMatch(/WhatsApp: \+1 809 555 0199/);
    expect(mail.text).not.toContain('pagos@agency.test');
  });

  it('says what each status means, and that an expired hold released its seats', () => {
    const subjects = (['confirmed', 'cancelled', 'expired'] as const).map(
      (kind) => renderMail(kind, facts(), language).subject,
    );
    expect(new Set(subjects).size).toBe(3);
    expect(renderMail('expired', facts(), language).text).toContain('https://tours.example/home');
  });

  it('the reminder: pickup time and place, and what to bring from the tour', () => {
    const mail = renderMail('reminder', facts(), language);
    expect(mail.text).toContain(`07:30`);
    expect(mail.text).toContain(`Toalla, protector solar ${HOSTILE}`);
    expect(mail.html).toContain('Toalla, protector solar &lt;img');
  });
});

describe('the agency’s new-booking notice', () => {
  it('carries the customer’s contact as the admin’s alert does, escaped', () => {
    const mail = renderMail('agencyNotice', facts(), 'es');
    expect(mail.text).toContain('ana@mail.test');
    expect(mail.text).toContain('+1 809 555 0101');
    expect(mail.html).toContain('Ana &lt;img');
    expect(mail.subject).toBe('Nueva reserva LA-MAIL0001 ($295.5 USD)');
  });
});

describe('links', () => {
  it('never become links unless they are http(s)', () => {
    const mail = renderMail('received', facts({}, { siteUrl: 'javascript:alert(1)//' }), 'en');
    expect(mail.html).not.toContain('href="javascript');
  });
});
