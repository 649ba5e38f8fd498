// A page section below the first view: the browser lays it out and paints it only once it comes
// near the screen, so the first layout of a long page (a server-rendered one is whole at once)
// costs a phone only what it shows. `auto` keeps the size last drawn once it has been on screen.
export const belowTheFold = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
} as const;
