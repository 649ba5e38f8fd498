// Fades each page in (0.4 s) when the route changes.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box key={pathname} sx={{ animation: `${fadeIn} 0.4s ease-out` }}>
      {children}
    </Box>
  );
}
