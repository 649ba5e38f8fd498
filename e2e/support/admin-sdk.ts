// firebase-admin for journeys: read and change the emulators' data the way a server would.
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../scripts/lib/admin-app';
import { PROJECT_ID, STORAGE_BUCKET, adminEmulatorEnv } from '../../scripts/lib/local-stack';

Object.assign(process.env, adminEmulatorEnv);

export const testApp = adminApp(PROJECT_ID, STORAGE_BUCKET);
export const db = getFirestore(testApp);

export { LOCAL_ADMIN } from '../../scripts/lib/local-admin';
