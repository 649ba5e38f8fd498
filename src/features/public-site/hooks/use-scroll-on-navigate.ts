// Scrolling after in-app navigation: to the #anchor if there is one, else to the top; smoothly on the same page.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long to wait for an anchor that a lazily loaded page has not rendered yet. */
const ANCHOR_WAIT_MS = 3000;

function scrollToAnchor(id: string, behavior: ScrollBehavior): () => void {
  const deadline = performance.now() + ANCHOR_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else if (performance.now() < deadline) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/**
 * `ready` holds the scroll back until the page's content has its final height (the
 * catalog has arrived), so an anchor below the tour grid is not missed.
 */
export function useScrollOnNavigate(ready: boolean) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const handledKey = useRef<string | null>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (!ready || handledKey.current === key) return;
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
    return scrollToAnchor(decodeURIComponent(hash.slice(1)), behavior);
  }, [ready, key, pathname, hash, navigationType]);
}
