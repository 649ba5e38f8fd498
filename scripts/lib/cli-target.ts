// Picks the project a script works on: --project <id> for a real one, else the running local stack.
import { parseArgs } from 'node:util';
import { PROJECT_ID, adminEmulatorEnv } from './local-stack';

/**
 * @param extraOptions options that take a value (`--bucket <name>`)
 * @param flags options that take none (`--force`), returned in `flags`
 */
export function cliTarget(extraOptions: string[] = [], flags: string[] = []) {
  const options = {
    ...Object.fromEntries(
      ['project', ...extraOptions].map((name) => [name, { type: 'string' as const }]),
    ),
    ...Object.fromEntries(flags.map((name) => [name, { type: 'boolean' as const }])),
  };
  const parsed = parseArgs({ options, allowPositionals: false }).values as Record<
    string,
    string | boolean | undefined
  >;
  const values: Record<string, string | undefined> = {};
  const flagValues: Record<string, boolean> = {};
  for (const name of ['project', ...extraOptions])
    values[name] = parsed[name] as string | undefined;
  for (const name of flags) flagValues[name] = parsed[name] === true;

  const project = values.project;
  if (!project || project.startsWith('demo-')) {
    Object.assign(process.env, adminEmulatorEnv);
    return { projectId: project ?? PROJECT_ID, local: true, values, flags: flagValues };
  }
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.warn(
      `FIRESTORE_EMULATOR_HOST is set: firebase-admin talks to the emulator, yet ${project} is treated as a real project.`,
    );
  }
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.warn(
      'GOOGLE_APPLICATION_CREDENTIALS is not set: using your gcloud application-default credentials.',
    );
  }
  return { projectId: project, local: false, values, flags: flagValues };
}
