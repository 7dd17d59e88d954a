// The shell's few line icons (16 px, currentColor), drawn inline so no icon font is loaded.
const frame = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const HomeIcon = () => (
  <svg {...frame}>
    <path d="M2.5 7.5 8 3l5.5 4.5M4 6.5V13h8V6.5" />
  </svg>
);

export const CloseAllIcon = () => (
  <svg {...frame}>
    <path d="M3 3l10 10M13 3 3 13" />
  </svg>
);

export const RefreshIcon = () => (
  <svg {...frame}>
    <path d="M13 8a5 5 0 1 1-1.5-3.55M13 2.5v3h-3" />
  </svg>
);

export const MaximizeIcon = () => (
  <svg {...frame}>
    <path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10" />
  </svg>
);

export const RestoreIcon = () => (
  <svg {...frame}>
    <path d="M6 2.5V6H2.5M13.5 6H10V2.5M10 13.5V10h3.5M2.5 10H6v3.5" />
  </svg>
);

export const MenuToggleIcon = () => (
  <svg {...frame}>
    <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
  </svg>
);

export const MoreIcon = () => (
  <svg {...frame}>
    <path d="M3.5 8h.01M8 8h.01M12.5 8h.01" strokeWidth={2.5} />
  </svg>
);
