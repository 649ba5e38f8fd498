// npm run seed [-- --project <id> [--bucket <name>] [--force [--yes-i-know <id>]]]: loads the seed
// catalog into the running local stack (all of it) or a real project (only what it lacks; --force
// overwrites after the project id is typed, or given with --yes-i-know when there is no terminal).
import { createInterface } from 'node:readline/promises';
import { adminApp } from './lib/admin-app';
import { cliTarget } from './lib/cli-target';
import { seedCatalog, type SeedResult } from './lib/seed-catalog';
import { confirmsProject, forceDecision, seedTargetKind } from './lib/seed-plan';

const { projectId, local, values, flags } = cliTarget(['bucket', 'yes-i-know'], ['force']);
const kind = seedTargetKind(projectId);

async function typedProjectId(expected: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(
      `--force overwrites the seeded tours, transfer routes and site pictures of ${expected} ` +
        `with the demo catalog.\nType the project id to go on: `,
    );
    return confirmsProject(answer, expected);
  } finally {
    prompt.close();
  }
}

const decision = forceDecision({
  kind,
  projectId,
  force: flags.force === true,
  yesIKnow: values['yes-i-know'],
  interactive: process.stdin.isTTY === true,
});
if (decision.action === 'refuse') {
  console.error(`Not seeding: ${decision.reason}`);
  process.exit(1);
}
if (decision.action === 'ask' && !(await typedProjectId(decision.expected))) {
  console.error('Not seeding: that is not the project id.');
  process.exit(1);
}
const force = decision.action === 'proceed';

function report(result: SeedResult) {
  const target = local ? `the local stack (${projectId})` : projectId;
  const how = result.plan.mode === 'overwrite' ? 'written (overwriting)' : 'created';
  console.log(
    `Seeded ${target}: ${result.tours} tours, ${result.routes} routes, ${result.siteContent} site ` +
      `content entries ${how}; ${result.images} images.`,
  );
  const existing = result.plan.skipped.filter((skip) => skip.reason === 'exists');
  if (existing.length > 0) {
    console.log(
      `Skipped ${existing.length} documents the project already has (left as they are; --force overwrites them):`,
    );
    for (const collection of ['tours', 'routes', 'siteContent'] as const) {
      const ids = existing.filter((skip) => skip.collection === collection).map((skip) => skip.id);
      if (ids.length > 0) console.log(`  ${collection} (${ids.length}): ${ids.join(', ')}`);
    }
  }
  for (const skip of result.plan.skipped.filter((s) => s.reason === 'slug-taken')) {
    console.log(`Skipped tours/${skip.id}: another tour already uses its address (slug).`);
  }
  const details = result.plan.skipped.filter((skip) => skip.reason === 'demo-details');
  if (details.length > 0) {
    console.log(
      `Not written: the demo payment and contact details (${details.map((skip) => skip.id).join(', ')}). ` +
        'Set the real PayPal link, Zelle details and the agency e-mail, phone, WhatsApp and address ' +
        'in the admin panel, Settings.',
    );
  }
}

try {
  report(await seedCatalog(adminApp(projectId, values.bucket ?? undefined), { force }));
} catch (error) {
  console.error(`Could not seed ${projectId}: ${(error as Error).message}`);
  if (local) console.error('Is the local stack running? Start it with `npm start`.');
  else if ((error as { code?: number }).code === 6) {
    // ALREADY_EXISTS: a document appeared between the read and the write; nothing was written.
    console.error('A document was created meanwhile; nothing was written. Run the seed again.');
  }
  process.exit(1);
}
