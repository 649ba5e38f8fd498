// The public site's Firebase app on the page, for the callable functions (functions.ts). Its
// Firestore runs in a worker (public-firestore.worker.ts); the admin area has its own app
// (admin-app.ts).
import { initializeApp } from 'firebase/app';
import { env } from '@/config/env';

export const firebaseApp = initializeApp(env.firebase);
