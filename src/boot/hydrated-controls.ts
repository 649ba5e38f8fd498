// The server's page comes with its buttons and fields disabled until React has them
// (src/domain/server-render.ts): a tap there would do nothing and typed text would be lost. Once
// the first view is drawn, each control React has taken over is enabled.
import { UNTIL_HYDRATED_ATTRIBUTE } from '@/domain/server-render';
import { nextTask } from '@/lib/idle';

/** How long controls wait for React before they are enabled anyway (a part that never hydrates). */
export const HYDRATION_WAIT_MS = 30_000;

/** How many controls are enabled in one task: each change restyles its part of the page. */
const CONTROLS_PER_TASK = 2;

/** What React keeps on a DOM node it owns, under a key that starts with `prefix` ('__reactFiber$'). */
function reactValue(node: Element, prefix: string): unknown {
  return Object.entries(node).find(([key]) => key.startsWith(prefix))?.[1];
}

/**
 * Enables the server's disabled controls React has hydrated, a few per task (the home page's 20 at
 * once were a task of 28 ms under Lighthouse's tracing), then looks again shortly for the rest;
 * after `HYDRATION_WAIT_MS` from `startedAt` the rest are enabled anyway. A control React itself
 * has disabled meanwhile (its props say so) stays disabled.
 */
export async function enableHydratedControls(startedAt: number): Promise<void> {
  const giveUp = Date.now() - startedAt > HYDRATION_WAIT_MS;
  let waiting = 0;
  let enabled = 0;
  for (const control of document.querySelectorAll(`[${UNTIL_HYDRATED_ATTRIBUTE}]`)) {
    if (!giveUp && reactValue(control, '__reactFiber$') === undefined) {
      waiting += 1;
      continue;
    }
    if (enabled > 0 && enabled % CONTROLS_PER_TASK === 0) await nextTask();
    control.removeAttribute(UNTIL_HYDRATED_ATTRIBUTE);
    const props = reactValue(control, '__reactProps$') as
      { disabled?: unknown; 'aria-disabled'?: unknown } | undefined;
    if (control.hasAttribute('disabled')) {
      if (!props?.disabled) control.removeAttribute('disabled');
    } else if (!props?.['aria-disabled']) control.removeAttribute('aria-disabled');
    enabled += 1;
  }
  if (waiting > 0) setTimeout(() => void enableHydratedControls(startedAt), 100);
}
