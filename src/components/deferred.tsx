// Parts of a page below its first view, drawn after that view has painted: one part per idle
// moment, in page order, so the first paint is not held back by the whole page and no single
// commit blocks the phone for long. Only the page a visit opens waits; later pages draw at once.
// On a page rendered on the server each part is a Suspense boundary of its own: React takes the
// page over first and each part after it, each in a render and commit of its own.
import Box from '@mui/material/Box';
import {
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { drawingLater, whenIdle } from '@/lib/idle';

/** Parts waiting to be drawn, first on the page first. */
const waiting: Array<() => void> = [];
let scheduled = false;
/** Set once the opened page's parts are all drawn: later pages have no first paint to protect. */
let firstViewDone = false;

/**
 * A page rendered on the server has every part in its markup already (src/entry-server.tsx): the
 * server draws them all, and the browser hydrates them with the rest instead of drawing them anew.
 */
export function drawPartsAtOnce(): void {
  firstViewDone = true;
}

function drawNext() {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) schedule();
  else firstViewDone = true;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(drawNext, 500);
}

interface DeferredProps {
  children: ReactNode;
  /** The room the part takes meanwhile (CSS min-height), so what follows does not jump. */
  minHeight?: number | string | Record<string, number | string>;
}

export function Deferred({ children, minHeight = 0 }: DeferredProps) {
  const [shown, setShown] = useState(firstViewDone);
  const onDrawn = usePageWaitsForPart();
  useEffect(() => {
    if (shown) return;
    const draw = () => startTransition(() => setShown(true));
    waiting.push(draw);
    schedule();
    return () => {
      const index = waiting.indexOf(draw);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [shown]);
  const placeholder = <Box aria-busy="true" sx={{ minHeight }} />;
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      <Drawn onDrawn={onDrawn} />
    </Suspense>
  );
}

/**
 * A part whose code comes after the page's (a `lazy` component): the page counts as drawn only
 * once this part is React's too, so work that waits for the page (afterPageLoad: the Firestore SDK,
 * the service worker) does not land on its hydration.
 */
export function LatePart({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const onDrawn = usePageWaitsForPart();
  return (
    <Suspense fallback={fallback}>
      {children}
      <Drawn onDrawn={onDrawn} />
    </Suspense>
  );
}

/**
 * Until the part is React's (drawn, or on a page from the server hydrated in its boundary's own
 * commit), work that waits for the page waits for it too. Returns what the part's `Drawn` calls.
 */
function usePageWaitsForPart(): () => void {
  const part = useRef<DrawnPart>({});
  useEffect(() => {
    if (part.current.drawn) return;
    const done = drawingLater();
    part.current.done = done;
    return done;
  }, []);
  return useCallback(() => {
    part.current.drawn = true;
    part.current.done?.();
  }, []);
}

interface DrawnPart {
  /** Releases the page's wait for this part (drawingLater). */
  done?: () => void;
  /** Set when the part was React's before its Deferred's own effects ran (the same commit). */
  drawn?: boolean;
}

/**
 * Says when the part around it is React's: its effects run in the part's own commit. It comes last,
 * so a LatePart inside the part registers its wait (its effect runs first) before this releases.
 */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}
