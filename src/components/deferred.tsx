// Parts of a page below its first view, drawn after that view has painted: one part per idle
// moment, in page order, so the first paint is not held back by the whole page and no single
// commit blocks the phone for long. Only the page a visit opens waits; later pages draw at once.
// On a page rendered on the server each part is a Suspense boundary of its own, already drawn by
// the server: React takes each part over only as it comes near the screen (or is tapped, or
// something it shows changes), so a phone spends nothing on the parts a visitor never scrolls to.
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
import { isTakingOverPage } from '@/hooks/use-hydrated';
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

/**
 * How far from the screen a part from the server is taken over: one with buttons or fields a
 * screen's height ahead, so a tap finds it React's already (a tap in a part React has not taken
 * over hydrates that part first, in the tap's task); any other (text, pictures, links, which all
 * work as the server drew them) once it shows.
 */
export const TAKE_OVER_MARGIN = { withControls: '100% 0px', other: '0px' } as const;

/** What a visitor taps or types in. */
const CONTROLS = 'button, input, select, textarea, [role="combobox"]';

/** A part of a page from the server that React has not taken over yet. */
interface Hold {
  /** Resolved when the part is to be taken over: React then tries again. */
  promise: Promise<void>;
  release(): void;
  released: boolean;
  /** React's attempts to take the part over so far. */
  attempts: number;
}

function createHold(): Hold {
  let resolve!: () => void;
  const hold: Hold = {
    promise: new Promise<void>((done) => (resolve = done)),
    released: false,
    attempts: 0,
    release() {
      hold.released = true;
      resolve();
    },
  };
  return hold;
}

/**
 * Keeps React from taking its part over (the server's markup stays as it is) on React's first try
 * only. Any later try goes through: the release below, an update that reaches the part (a prop or a
 * context it may read changed: taken over as it is, never thrown away and drawn anew), or a tap in
 * it (React takes a part over at once for a discrete event, then delivers the event). The part is
 * its children, not its siblings, which React would render meanwhile to warm them up. Rendered on
 * the server too (as its children), so the part's ids are the same there.
 */
function HoldUntilNeeded({ hold, children }: { hold: Hold | null; children: ReactNode }) {
  if (hold && !hold.released) {
    // Suspending leaves a server-rendered boundary as it is until the promise settles.
    if (hold.attempts++ === 0) throw hold.promise;
    hold.release();
  }
  return children;
}

interface DeferredProps {
  children: ReactNode;
  /** The room the part takes meanwhile (CSS min-height), so what follows does not jump. */
  minHeight?: number | string | Record<string, number | string>;
}

export function Deferred({ children, minHeight = 0 }: DeferredProps) {
  const [shown, setShown] = useState(firstViewDone);
  // Only the parts of the page the server drew, while React takes that page over.
  const [hold] = useState(() => (isTakingOverPage() ? createHold() : null));
  const onDrawn = usePageWaitsForPart();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hold || hold.released) return;
    // The page does not wait for a part kept as the server drew it (the Firestore SDK, the service
    // worker): it is on screen already, and may never be needed.
    onDrawn();
    const part = frame.current?.firstElementChild;
    if (!part || typeof IntersectionObserver !== 'function') {
      hold.release();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        hold.release();
      },
      {
        rootMargin: part.querySelector(CONTROLS)
          ? TAKE_OVER_MARGIN.withControls
          : TAKE_OVER_MARGIN.other,
      },
    );
    observer.observe(part);
    return () => observer.disconnect();
  }, [hold, onDrawn]);
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
  // A frame with no box of its own: what the part draws is laid out as if the frame were not there;
  // it is how the part's first element is found (React gives no handle on a part it has not taken).
  return (
    <div ref={frame} style={{ display: 'contents' }}>
      {shown ? (
        <Suspense fallback={placeholder}>
          <HoldUntilNeeded hold={hold}>{children}</HoldUntilNeeded>
          <Drawn onDrawn={onDrawn} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/**
 * A part whose code comes after the page's (a `lazy` component): the page counts as drawn only
 * once this part is React's too, so work that waits for the page (afterPageLoad: the Firestore SDK,
 * the service worker) does not land on its hydration. Until then it says it is disabled (the
 * server's markup too): React cannot hydrate it for a tap without its code, so it drops the tap.
 */
export function LatePart({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const pageWaits = usePageWaitsForPart();
  const [ready, setReady] = useState(false);
  const onDrawn = useCallback(() => {
    pageWaits();
    setReady(true);
  }, [pageWaits]);
  // A group with no box of its own; disabled, it disables what it holds (ARIA's aria-disabled).
  return (
    <div
      role={ready ? undefined : 'group'}
      aria-disabled={ready ? undefined : true}
      style={{ display: 'contents' }}
    >
      <Suspense fallback={fallback}>
        {children}
        <Drawn onDrawn={onDrawn} />
      </Suspense>
    </div>
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
