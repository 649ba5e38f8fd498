// The brand mark, the drawing of public/favicon.svg (the tab's and the installed app's icon), drawn
// in the page itself. As an <img> of that file it cost every page a request in the browser's first
// task and, once loaded, a document of its own that Chrome builds on the main thread for an SVG
// image: 4-9 ms there before the first paint on this machine, four times that on a phone's CPU.
import type { CSSProperties } from 'react';

export function BrandMark({ size, style }: { size: number; style?: CSSProperties }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, ...style }}
    >
      <rect width="64" height="64" rx="14" fill="#0b6e79" />
      <circle cx="40" cy="24" r="10" fill="#f6b042" />
      <path d="M0 44c10-6 20-6 32 0s22 6 32 0v20H0z" fill="#7fd3d9" />
      <path d="M0 52c10-5 20-5 32 0s22 5 32 0v12H0z" fill="#fffaf2" />
    </svg>
  );
}
