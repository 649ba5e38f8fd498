// Until React has a page the server drew, the page says its controls are disabled: a tap before
// the app has started goes nowhere (React listens to nothing yet), so a visitor's assistive
// technology, and a test driving the page, waits for them instead of losing the tap. React's own
// means only: useSyncExternalStore reads its server snapshot (shut) on the server and while
// hydrating, then the client's (open) once it has the page; a page drawn in the browser is open
// from its first frame. Parts React has not hydrated yet then take a tap themselves (selective
// hydration); a part whose code is still coming says so on its own (LatePart).
import { useSyncExternalStore, type ReactNode } from 'react';

const unchanging = () => () => {};

export function HydrationGate({ children }: { children: ReactNode }) {
  const open = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  // A group with no box of its own; disabled, it disables what it holds (ARIA's aria-disabled).
  return (
    <div
      role={open ? undefined : 'group'}
      aria-disabled={open ? undefined : true}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}
