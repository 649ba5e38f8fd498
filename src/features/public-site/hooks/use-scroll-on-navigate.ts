// Scrolling after in-app navigation: to the #anchor if there is one, else to the top; smoothly on
// the same page. Once the visitor acts on the new page (a tap, a key, the wheel), it is theirs: an
// anchor still waiting for its content is then not scrolled to, so nothing jumps under a finger.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for an anchor that a lazily loaded page has not rendered yet. */
const ANCHOR_WAIT_MS = 3000;
/** What counts as the visitor acting on the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

function scrollToAnchor(id: string, behavior: ScrollBehavior, wanted: () => boolean): () => void {
  const deadline = performance.now() + ANCHOR_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    if (!wanted()) return;
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * `ready` holds the scroll to an anchor back until the page's content has its final height (the
 * catalog has arrived), so an anchor below the tour grid is not missed.
 */
export function useScrollOnNavigate(ready: boolean) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef<string | null>(null);
  const shownPath = useRef(pathname);
  // The location the page shows, and the last one the visitor acted on.
  const shownKey = useRef(key);
  const actedOn = useRef<string | null>(null);

  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);

  useEffect(() => {
    const acted = () => {
      actedOn.current = shownKey.current;
    };
    for (const type of INTERACTIONS) {
      window.addEventListener(type, acted, { capture: true, passive: true });
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, acted, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (handledKey.current === key) return;
    // An anchor waits for the content above it; the top of a page does not.
    if (hash !== '' && !ready) return;
    handledKey.current = key;
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    // Back and forward keep the browser's own scroll position.
    if (navigationType === 'POP' && hash === '') return;
    const behavior: ScrollBehavior = samePage ? 'smooth' : 'instant';
    if (hash === '') {
      window.scrollTo({ top: 0, behavior });
      return;
    }
    return scrollToAnchor(
      decodeURIComponent(hash.slice(1)),
      behavior,
      () => actedOn.current !== key,
    );
  }, [ready, key, pathname, hash, navigationType]);
}
