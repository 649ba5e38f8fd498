// npm run reset: forgets the local stack's saved data so the next start loads the seed again.
import { rm } from 'node:fs/promises';
import { LOCAL_DATA_DIR } from './lib/local-stack';

await rm(LOCAL_DATA_DIR, { recursive: true, force: true });
console.log('Local data removed: the next `npm start` loads the seed again.');
