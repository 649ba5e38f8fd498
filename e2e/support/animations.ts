// Waiting for fades, slides and grow-ins to finish: what is measured or aimed at (contrast, a
// control's place on screen) is only final then. Endless ones (spinners, pulses) are left out.
import { expect, type Locator, type Page } from '@playwright/test';

/** Every finite animation of the page, or of the element and what it holds, has finished. */
export async function expectAnimationsDone(target: Page | Locator): Promise<void> {
  // A page is its root element: its subtree holds every animation of the document.
  const root = 'goto' in target ? target.locator('html') : target;
  await expect
    .poll(() =>
      root.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      ),
    )
    .toBe(true);
}
