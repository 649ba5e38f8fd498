// A row of a few tabs with MUI's Tabs look and keyboard (arrows, Home, End move the focus; Enter or
// Space chooses), for tabs that always fit: MUI's Tabs measures and scrolls (5 KB gzip), and its
// indicator shows only once the browser has measured, not in a page rendered on the server.
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';

export interface TabRowTab<Value extends string> {
  value: Value;
  label: string;
  /** The tab's id: its panel is labelled by it. */
  id: string;
  /** The id of the panel it shows. */
  panelId: string;
}

interface TabRowProps<Value extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabRowTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  sx?: SxProps<Theme>;
}

/** Where each key moves the focus to, from tab `index` of `count`. */
const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabRow<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  sx,
}: TabRowProps<Value>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const next = KEY_MOVES[event.key]?.(index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };
  return (
    <Box role="tablist" aria-label={label} sx={[{ display: 'flex' }, ...[sx ?? []].flat()]}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            role="tab"
            id={tab.id}
            aria-controls={tab.panelId}
            aria-selected={selected}
            // One stop for Tab: the chosen tab; the arrows reach the others.
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => move(event, index)}
            sx={{
              typography: 'button',
              minWidth: 90,
              minHeight: 48,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              // MUI's indicator: a 2 px line under the chosen tab, over the list's own border.
              boxShadow: selected ? 'inset 0 -2px 0 currentColor' : 'none',
              transition: 'color 0.2s, box-shadow 0.2s',
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
