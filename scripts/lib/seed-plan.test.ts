import { describe, expect, it } from 'vitest';
import {
  DEMO_DETAIL_KEYS,
  confirmsProject,
  forceDecision,
  planSeed,
  seedTargetKind,
  type SeedPlanInput,
} from './seed-plan';

const seed = {
  tours: ['isla-saona', 'buggies-macao'],
  routes: ['aeropuerto-puj-bavaro', 'hotel-bavaro-cap-cana'],
  siteContent: [
    'heroImageUrl',
    'payment_paypal_link',
    'payment_zelle_details',
    'agency_email',
    'agency_phone',
    'payment_whatsapp_number',
    'agency_address',
  ],
};
const seedTourSlugs = { 'isla-saona': 'isla-saona', 'buggies-macao': 'buggies-macao' };
const nothing = { tours: [], routes: [], siteContent: [] };

function plan(input: Partial<SeedPlanInput>) {
  return planSeed({
    kind: 'real',
    force: false,
    seed,
    seedTourSlugs,
    existing: nothing,
    existingTourSlugs: {},
    ...input,
  });
}

describe('seedTargetKind', () => {
  it('treats demo- projects as the emulators and anything else as real', () => {
    expect(seedTargetKind('demo-puntacana')).toBe('emulators');
    expect(seedTargetKind('puntacana-tours')).toBe('real');
    expect(seedTargetKind('')).toBe('real');
  });
});

describe('planSeed', () => {
  it('the emulators get the whole seed, payment and contact details included, overwriting', () => {
    const result = plan({
      kind: 'emulators',
      existing: { tours: ['isla-saona'], routes: [], siteContent: ['heroImageUrl'] },
      existingTourSlugs: { other: 'buggies-macao' },
    });
    expect(result.mode).toBe('overwrite');
    expect(result.write).toEqual(seed);
    expect(result.skipped).toEqual([]);
  });

  it('an empty real project gets everything but the demo payment and contact details, created only', () => {
    const result = plan({});
    expect(result.mode).toBe('create');
    expect(result.write).toEqual({
      tours: seed.tours,
      routes: seed.routes,
      siteContent: ['heroImageUrl'],
    });
    expect(result.skipped).toEqual(
      DEMO_DETAIL_KEYS.map((id) => ({ collection: 'siteContent', id, reason: 'demo-details' })),
    );
  });

  it('a real project keeps what it has: existing tours, routes and site content are skipped', () => {
    const result = plan({
      existing: {
        tours: ['isla-saona', 'my-own-tour'],
        routes: ['hotel-bavaro-cap-cana'],
        siteContent: ['heroImageUrl', 'payment_paypal_link'],
      },
      existingTourSlugs: { 'isla-saona': 'isla-saona', 'my-own-tour': 'my-own-tour' },
    });
    expect(result.write).toEqual({
      tours: ['buggies-macao'],
      routes: ['aeropuerto-puj-bavaro'],
      siteContent: [],
    });
    expect(result.skipped.filter((skip) => skip.reason === 'exists')).toEqual([
      { collection: 'tours', id: 'isla-saona', reason: 'exists' },
      { collection: 'routes', id: 'hotel-bavaro-cap-cana', reason: 'exists' },
      { collection: 'siteContent', id: 'heroImageUrl', reason: 'exists' },
    ]);
  });

  it('skips a seed tour whose slug another tour of the real project already uses', () => {
    const result = plan({
      existing: { tours: ['saona-2025'], routes: [], siteContent: [] },
      existingTourSlugs: { 'saona-2025': 'isla-saona' },
    });
    expect(result.write.tours).toEqual(['buggies-macao']);
    expect(result.skipped).toContainEqual({
      collection: 'tours',
      id: 'isla-saona',
      reason: 'slug-taken',
    });
  });

  it('--force overwrites a real project, still without the demo payment and contact details', () => {
    const result = plan({
      force: true,
      existing: {
        tours: ['isla-saona'],
        routes: ['hotel-bavaro-cap-cana'],
        siteContent: ['heroImageUrl'],
      },
      existingTourSlugs: { 'isla-saona': 'isla-saona' },
    });
    expect(result.mode).toBe('overwrite');
    expect(result.write).toEqual({
      tours: seed.tours,
      routes: seed.routes,
      siteContent: ['heroImageUrl'],
    });
    expect(result.skipped.map((skip) => skip.reason)).toEqual(
      Array(DEMO_DETAIL_KEYS.length).fill('demo-details'),
    );
  });
});

describe('forceDecision', () => {
  const real = { kind: 'real' as const, projectId: 'puntacana-tours', interactive: true };

  it('needs nothing without --force', () => {
    expect(forceDecision({ ...real, force: false })).toEqual({ action: 'no-force' });
    expect(forceDecision({ ...real, force: false, interactive: false })).toEqual({
      action: 'no-force',
    });
  });

  it('asks for the project id in a terminal', () => {
    expect(forceDecision({ ...real, force: true })).toEqual({
      action: 'ask',
      expected: 'puntacana-tours',
    });
  });

  it('refuses without a terminal unless --yes-i-know names the project', () => {
    const batch = { ...real, force: true, interactive: false };
    expect(forceDecision(batch).action).toBe('refuse');
    expect(forceDecision({ ...batch, yesIKnow: 'puntacana-tours' })).toEqual({ action: 'proceed' });
    expect(forceDecision({ ...batch, yesIKnow: 'other-project' })).toMatchObject({
      action: 'refuse',
      reason: expect.stringContaining('does not name'),
    });
    expect(forceDecision({ ...batch, yesIKnow: '' }).action).toBe('refuse');
  });

  it('a matching --yes-i-know also spares the prompt in a terminal', () => {
    expect(forceDecision({ ...real, force: true, yesIKnow: 'puntacana-tours' })).toEqual({
      action: 'proceed',
    });
  });

  it('refuses --yes-i-know without --force', () => {
    expect(forceDecision({ ...real, force: false, yesIKnow: 'puntacana-tours' }).action).toBe(
      'refuse',
    );
  });

  it('the emulators need no confirmation', () => {
    expect(
      forceDecision({ kind: 'emulators', projectId: 'demo-x', force: true, interactive: false }),
    ).toEqual({ action: 'proceed' });
  });
});

describe('confirmsProject', () => {
  it('accepts only the project id itself (surrounding spaces aside)', () => {
    expect(confirmsProject('puntacana-tours\n', 'puntacana-tours')).toBe(true);
    expect(confirmsProject('yes', 'puntacana-tours')).toBe(false);
    expect(confirmsProject('PUNTACANA-TOURS', 'puntacana-tours')).toBe(false);
    expect(confirmsProject('', 'puntacana-tours')).toBe(false);
  });
});
