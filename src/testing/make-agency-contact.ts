// Test site content: a complete agency contact, as admin settings saves it, with the given changes.
import { agencyContactEntries, type AgencyContact, type SiteContent } from '../domain/site-content';

export function makeAgencyContact(changes: Partial<AgencyContact> = {}): SiteContent {
  return agencyContactEntries({
    email: 'reservas@puntacanatours.example',
    phone: '18095550100',
    whatsappNumber: '18095550123',
    address: 'Av. Alemania, Bávaro, Punta Cana',
    ...changes,
  });
}
