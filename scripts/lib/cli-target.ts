// Picks the project a script works on: --project <id> for a real one, else the running local stack.
import { parseArgs } from 'node:util';
import { PROJECT_ID, adminEmulatorEnv } from './local-stack';

export function cliTarget(extraOptions: string[] = []) {
  const options = Object.fromEntries(
    ['project', ...extraOptions].map((name) => [name, { type: 'string' as const }]),
  );
  const { values } = parseArgs({ options, allowPositionals: false }) as {
    values: Record<string, string | undefined>;
  };
  const project = values.project;
  if (!project || project.startsWith('demo-')) {
    Object.assign(process.env, adminEmulatorEnv);
    return { projectId: project ?? PROJECT_ID, local: true, values };
  }
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.warn(
      'GOOGLE_APPLICATION_CREDENTIALS is not set: using your gcloud application-default credentials.',
    );
  }
  return { projectId: project, local: false, values };
}
