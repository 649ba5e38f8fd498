// Parts of a page the browser lays out and paints only once they come near the screen, so the first
// layout of a long page (a server-rendered one is whole at once) costs a phone only what it shows.
// `auto` keeps the size last drawn once a part has been on screen; until then it takes the room
// given here, so the page's height and scroll bar hardly move when it is drawn.

/** A part that usually takes `height` pixels. */
export function drawnNearScreen(height: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px` } as const;
}

/** A page section below the first view. */
export const belowTheFold = drawnNearScreen(800);
