// The server's disabled controls are enabled once React has them, and only then; one React itself
// has disabled meanwhile stays disabled; a part that never hydrates is enabled after the wait.
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { UNTIL_HYDRATED_ATTRIBUTE } from '@/domain/server-render';
import { HYDRATION_WAIT_MS, enableHydratedControls } from './hydrated-controls';

/** The server's markup: every control disabled until hydrated. */
function serverPage() {
  document.body.innerHTML = `
    <button id="book" disabled ${UNTIL_HYDRATED_ATTRIBUTE}>Book</button>
    <input id="name" disabled ${UNTIL_HYDRATED_ATTRIBUTE}>
    <button id="pay" disabled ${UNTIL_HYDRATED_ATTRIBUTE}>Pay</button>
    <div id="origin" role="combobox" aria-disabled="true" ${UNTIL_HYDRATED_ATTRIBUTE}></div>
    <button id="late" disabled ${UNTIL_HYDRATED_ATTRIBUTE}>Quote</button>`;
  return (id: string) => document.getElementById(id)!;
}

/** What React leaves on a node it has taken over. */
function hydrate(node: HTMLElement, props: Record<string, unknown> = {}) {
  Object.assign(node, { __reactFiber$test: {}, __reactProps$test: props });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('enableHydratedControls', () => {
  it("enables what React has, keeps what React disabled, and waits for a part that isn't React's yet", async () => {
    const byId = serverPage();
    hydrate(byId('book'));
    hydrate(byId('name'));
    hydrate(byId('pay'), { disabled: true });
    hydrate(byId('origin'), { 'aria-disabled': undefined });
    await enableHydratedControls(Date.now());

    expect(byId('book')).toBeEnabled();
    expect(byId('name')).toBeEnabled();
    expect(byId('origin')).not.toHaveAttribute('aria-disabled');
    expect(byId('pay')).toBeDisabled();
    expect(byId('late')).toBeDisabled();
    for (const id of ['book', 'name', 'pay', 'origin'])
      expect(byId(id)).not.toHaveAttribute(UNTIL_HYDRATED_ATTRIBUTE);

    // The late part's code comes: it is looked at again shortly.
    hydrate(byId('late'));
    await waitFor(() => expect(byId('late')).toBeEnabled());
  });

  it('enables a control React never took over once the wait is over', async () => {
    const byId = serverPage();
    await enableHydratedControls(Date.now() - HYDRATION_WAIT_MS - 1);
    expect(byId('late')).toBeEnabled();
    expect(byId('origin')).not.toHaveAttribute('aria-disabled');
  });
});
