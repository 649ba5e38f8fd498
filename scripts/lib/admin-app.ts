// One firebase-admin app for the scripts: the emulators (demo project) or a real project.
import { getApps, initializeApp, type App } from 'firebase-admin/app';

export function adminApp(projectId: string, storageBucket = `${projectId}.appspot.com`): App {
  return getApps()[0] ?? initializeApp({ projectId, storageBucket });
}
