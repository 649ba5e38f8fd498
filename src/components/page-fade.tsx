// Fades each page in (0.4 s) when the route changes. The page a visit opens shows at once: fading
// it in would only hold back its first view (and its largest paint) by the length of the fade.
// Every page of both layouts is drawn inside it, so it also tells when the opened page is drawn.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { firstViewDrawn } from '@/lib/idle';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Mounted with the page's content, inside the layout's Suspense: not while a spinner shows.
  useEffect(firstViewDrawn, []);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setNavigated(true);
  }
  return (
    <Box key={pathname} sx={navigated ? { animation: `${fadeIn} 0.4s ease-out` } : undefined}>
      {children}
    </Box>
  );
}
