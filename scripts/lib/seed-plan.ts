// What the seed may write where (pure: no Firebase). The local stack (emulators, a demo- project)
// gets the whole seed, overwriting; a real project gets only what it lacks, never the demo payment
// and contact details, and is overwritten only with --force confirmed by its id.
import { AGENCY_CONTACT_KEYS, PAYMENT_SETTING_KEYS } from '../../src/domain/site-content';

/** Where the seed goes: the emulators (a `demo-` project) or a real Firebase project. */
export type SeedTargetKind = 'emulators' | 'real';

export function seedTargetKind(projectId: string): SeedTargetKind {
  return projectId.startsWith('demo-') ? 'emulators' : 'real';
}

/**
 * The demo payment and agency contact details in the seed: a real project's are entered in admin
 * settings (tourists would otherwise be sent to a made-up e-mail and number).
 */
export const DEMO_DETAIL_KEYS: readonly string[] = [
  ...Object.values(PAYMENT_SETTING_KEYS),
  ...Object.values(AGENCY_CONTACT_KEYS),
];

export interface SeedIds {
  tours: readonly string[];
  routes: readonly string[];
  siteContent: readonly string[];
}
export type SeedCollection = keyof SeedIds;

export interface SeedPlanInput {
  kind: SeedTargetKind;
  /** --force, already confirmed (see forceDecision). */
  force: boolean;
  /** Document ids in the seed (siteContent: its keys). */
  seed: SeedIds;
  /** The seed's tour slugs by tour id. */
  seedTourSlugs: Readonly<Record<string, string>>;
  /** What the project already has (not read for the emulators): ids, and tour slugs by tour id. */
  existing: SeedIds;
  existingTourSlugs: Readonly<Record<string, string>>;
}

export type SkipReason = 'exists' | 'slug-taken' | 'demo-details';

export interface SeedPlan {
  /** set() over what is there, or create(): a document that appeared since the read fails the batch. */
  mode: 'overwrite' | 'create';
  write: Record<SeedCollection, string[]>;
  skipped: { collection: SeedCollection; id: string; reason: SkipReason }[];
}

const COLLECTIONS: SeedCollection[] = ['tours', 'routes', 'siteContent'];

function skipReason(
  input: SeedPlanInput,
  collection: SeedCollection,
  id: string,
): SkipReason | null {
  if (input.kind === 'emulators') return null;
  if (collection === 'siteContent' && DEMO_DETAIL_KEYS.includes(id)) return 'demo-details';
  if (!input.force && input.existing[collection].includes(id)) return 'exists';
  if (collection === 'tours') {
    // Another tour already answers at this address: a second one would make the slug ambiguous.
    const slug = input.seedTourSlugs[id];
    const holder = Object.entries(input.existingTourSlugs).find(
      ([otherId, otherSlug]) => otherSlug === slug && otherId !== id,
    );
    if (holder) return 'slug-taken';
  }
  return null;
}

export function planSeed(input: SeedPlanInput): SeedPlan {
  const plan: SeedPlan = {
    mode: input.kind === 'emulators' || input.force ? 'overwrite' : 'create',
    write: { tours: [], routes: [], siteContent: [] },
    skipped: [],
  };
  for (const collection of COLLECTIONS) {
    for (const id of input.seed[collection]) {
      const reason = skipReason(input, collection, id);
      if (reason) plan.skipped.push({ collection, id, reason });
      else plan.write[collection].push(id);
    }
  }
  return plan;
}

export interface ForceInput {
  kind: SeedTargetKind;
  projectId: string;
  force: boolean;
  /** The value of --yes-i-know, if given. */
  yesIKnow?: string;
  /** Whether stdin is a terminal someone can type the project id into. */
  interactive: boolean;
}

/**
 * What --force needs before anything is overwritten: nothing (no --force, or the emulators), the
 * project id typed at the prompt, or --yes-i-know <projectId> when nobody can type it.
 */
export type ForceDecision =
  | { action: 'no-force' }
  | { action: 'proceed' }
  | { action: 'ask'; expected: string }
  | { action: 'refuse'; reason: string };

export function forceDecision(input: ForceInput): ForceDecision {
  const { kind, projectId, force, yesIKnow, interactive } = input;
  if (yesIKnow !== undefined && !force) {
    return { action: 'refuse', reason: '--yes-i-know only goes with --force.' };
  }
  if (!force) return { action: 'no-force' };
  if (kind === 'emulators') return { action: 'proceed' };
  if (yesIKnow !== undefined) {
    return yesIKnow === projectId
      ? { action: 'proceed' }
      : {
          action: 'refuse',
          reason: `--yes-i-know ${yesIKnow} does not name the target project ${projectId}.`,
        };
  }
  if (interactive) return { action: 'ask', expected: projectId };
  return {
    action: 'refuse',
    reason: `--force on ${projectId} needs a confirmation: run it in a terminal, or add --yes-i-know ${projectId}.`,
  };
}

/** The answer typed at the prompt confirms only if it is the project id itself. */
export function confirmsProject(answer: string, projectId: string): boolean {
  return answer.trim() === projectId;
}
