import { describe, expect, it } from 'vitest';
import { AGENCY_CONTACT_MAX_LENGTH } from '@/domain/site-content';
import { checkAgencyContact } from './agency-contact';

const good = {
  email: ' reservas@puntacana.example ',
  phone: '+1 (809) 555-0123',
  whatsappNumber: '1 809 555 0188',
  address: '  Av. Alemania, Bávaro, Punta Cana ',
};

describe('the agency contact check', () => {
  it('saves trimmed text and numbers as their digits', () => {
    expect(checkAgencyContact(good)).toEqual({
      ok: true,
      values: {
        email: 'reservas@puntacana.example',
        phone: '18095550123',
        whatsappNumber: '18095550188',
        address: 'Av. Alemania, Bávaro, Punta Cana',
      },
    });
  });

  it('requires every detail', () => {
    expect(
      checkAgencyContact({ email: '', phone: ' ', whatsappNumber: '', address: '\n' }),
    ).toEqual({
      ok: false,
      problems: {
        email: 'required',
        phone: 'required',
        whatsappNumber: 'required',
        address: 'required',
      },
    });
  });

  it('refuses an e-mail that is not one', () => {
    for (const email of ['reservas', 'reservas@', '@puntacana.example', 'a b@c.example']) {
      expect(checkAgencyContact({ ...good, email })).toEqual({
        ok: false,
        problems: { email: 'invalid' },
      });
    }
  });

  it('takes international numbers of 8 to 15 digits only', () => {
    for (const phone of ['call us', '555-12', '+1 809 555 0123 45678', '1809<5550123']) {
      expect(checkAgencyContact({ ...good, phone, whatsappNumber: phone })).toEqual({
        ok: false,
        problems: { phone: 'invalid', whatsappNumber: 'invalid' },
      });
    }
    expect(checkAgencyContact({ ...good, phone: '+34 612 345 678' })).toMatchObject({
      ok: true,
      values: { phone: '34612345678' },
    });
  });

  it('refuses markup in the address and text past the maximum length', () => {
    expect(checkAgencyContact({ ...good, address: 'Bávaro <b>centro</b>' })).toEqual({
      ok: false,
      problems: { address: 'invalid' },
    });
    expect(
      checkAgencyContact({
        ...good,
        address: 'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.address + 1),
        email: `${'a'.repeat(AGENCY_CONTACT_MAX_LENGTH.email)}@x.example`,
      }),
    ).toEqual({ ok: false, problems: { address: 'tooLong', email: 'tooLong' } });
  });
});
