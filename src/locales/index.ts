// The UI texts of both languages (and the e-mails the functions send, email.json), one JSON file per feature namespace, all bundled together: for
// tests and tools. The app itself loads them per language and namespace through ./load.
import adminEn from './en/admin.json';
import checkoutEn from './en/checkout.json';
import commonEn from './en/common.json';
import emailEn from './en/email.json';
import myBookingEn from './en/my-booking.json';
import publicEn from './en/public.json';
import adminEs from './es/admin.json';
import checkoutEs from './es/checkout.json';
import commonEs from './es/common.json';
import emailEs from './es/email.json';
import myBookingEs from './es/my-booking.json';
import publicEs from './es/public.json';

export const resources = {
  es: {
    common: commonEs,
    public: publicEs,
    checkout: checkoutEs,
    admin: adminEs,
    'my-booking': myBookingEs,
    email: emailEs,
  },
  en: {
    common: commonEn,
    public: publicEn,
    checkout: checkoutEn,
    admin: adminEn,
    'my-booking': myBookingEn,
    email: emailEn,
  },
} as const;

export const namespaces = Object.keys(resources.es) as (keyof typeof resources.es)[];
