// npm run admin:create -- --email <e> --password <p> [--project <id>]: create or promote a staff account.
import { adminApp } from './lib/admin-app';
import { cliTarget } from './lib/cli-target';
import { ensureAdmin } from './lib/ensure-admin';
import { MIN_PASSWORD_LENGTH } from '../src/domain/password';

const { projectId, local, values } = cliTarget(['email', 'password']);
const email = values.email;
const password = values.password;
if (!email || !password || password.length < MIN_PASSWORD_LENGTH) {
  console.error(
    `Usage: npm run admin:create -- --email <email> --password <at least ${MIN_PASSWORD_LENGTH} characters> [--project <id>]`,
  );
  process.exit(1);
}
try {
  const { created } = await ensureAdmin(adminApp(projectId), email, password);
  console.log(
    `${created ? 'Created' : 'Promoted'} admin ${email} on ${local ? 'the local stack' : projectId}.`,
  );
} catch (error) {
  console.error(`Could not create the admin on ${projectId}: ${(error as Error).message}`);
  if (local) console.error('Is the local stack running? Start it with `npm start`.');
  process.exit(1);
}
