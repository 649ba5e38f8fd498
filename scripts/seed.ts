// npm run seed [-- --project <id>]: loads the seed catalog into the running local stack or a real project.
import { adminApp } from './lib/admin-app';
import { cliTarget } from './lib/cli-target';
import { seedCatalog } from './lib/seed-catalog';

const { projectId, local, values } = cliTarget(['bucket']);
try {
  const counts = await seedCatalog(adminApp(projectId, values.bucket ?? undefined));
  console.log(
    `Seeded ${projectId}: ${counts.tours} tours, ${counts.routes} routes, ${counts.images} images.`,
  );
} catch (error) {
  console.error(`Could not seed ${projectId}: ${(error as Error).message}`);
  if (local) console.error('Is the local stack running? Start it with `npm start`.');
  process.exit(1);
}
