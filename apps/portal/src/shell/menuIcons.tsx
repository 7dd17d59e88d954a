// Icons of the top-level menu entries, by the menu's icon name (16 px line icons, currentColor).
import type { ReactElement } from 'react';

const paths: Record<string, string> = {
  home: 'M2.5 7.5 8 3l5.5 4.5M4 6.5V13h8V6.5',
  workflow: 'M3 3h4v4H3zM9 9h4v4H9zM5 7v4h4',
  cost: 'M3 13V7M6.5 13V4M10 13V8M13.5 13V2.5',
  finance: 'M2.5 5h11v8h-11zM2.5 8h11M5 3h6',
  administration: 'M3 13.5V4l5-2 5 2v9.5M6 13.5v-3h4v3',
  human: 'M8 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM3 13.5c.5-2.5 2.5-4 5-4s4.5 1.5 5 4',
  cockpit: 'M2.5 11a5.5 5.5 0 1 1 11 0M8 11l2.5-3',
  sales: 'M2.5 3h11l-4 5v5l-3-1.5V8z',
  bonus: 'M2.5 6.5h11v2.5h-11zM3.5 9v4.5h9V9M8 6.5v7M8 6.5C6.5 3.5 4 4 5 6M8 6.5C9.5 3.5 12 4 11 6',
  system:
    'M8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4',
};
const fallback = 'M3 3h10v10H3zM6 6h4M6 8.5h4';

/** The entry's icon; an unknown or missing name gets a neutral one so the labels stay aligned. */
export function MenuIcon({ name }: { name: string | null }): ReactElement {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={(name && paths[name]) || fallback} />
    </svg>
  );
}
