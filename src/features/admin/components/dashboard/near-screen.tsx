// A part of an admin screen drawn only once it comes near the screen: until then it is an empty box
// of the height it usually takes, so nothing below it moves when it comes. On a phone the
// dashboard's charts sit below the first view; drawn at once they (and the charting library's
// chunk) took the main thread while the counters above them were what the admin looked at.
import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below the screen a part starts to be drawn, so it is there when scrolled to. At 300 px
 * the phone's dashboard drew its charts on opening (their box starts some 250 px below the first
 * view): the charting library's first draw, measuring its axes, was a 0.8 s task at a phone's CPU
 * (4× slowdown) while the admin looked at the counters.
 */
const AHEAD = '100px 0px';

export function NearScreen({ height, children }: { height: number; children: ReactNode }) {
  // Without IntersectionObserver (a test's jsdom), at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={box} sx={{ minHeight: height }} />;
}
