import type { IconName } from '../../engine/content/icon-names.ts'

/**
 * Decorative line icons (24×24, currentColor; the stroke is set in styles/shared.css). Always hidden from
 * screen readers: pair them with text.
 */
const paths = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  chat: 'M4 5h16v11H9l-5 4z',
  send: 'M4 12l16-8-6 16-2-7z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  chevron: 'M6 9l6 6 6-6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  leaf: 'M5 19c0-8 6-14 15-14 0 9-6 15-14 15M5 19l7-7',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  sparkle: 'M12 3l2 7 7 2-7 2-2 7-2-7-7-2 7-2z',
  ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  building: 'M5 21V4h10v17M15 9h4v12M8 8h4M8 12h4M8 16h4M3 21h18',
  droplet: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  key: 'M15 4a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11.5 12.5L4 20M6 18l2 2M8.5 15.5l2 2',
  euro: 'M18 6.5A7 7 0 1 0 18 17.5M4 10h10M4 14h10',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.8zM9 8.5c0 3 2.5 6 6 6.5l1.2-1.4-2-1-1 .8a5 5 0 0 1-2.4-2.4l.8-1-1-2z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z' +
    'M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7M17.5 6.5h.01',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  // services (the symbol of a service page, content/leistungen/*.mdx)
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
  stairs: 'M3 20h5v-5h5v-5h5V5h3',
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  store: 'M4 4h16l1 5H3zM3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5',
  window: 'M4 3h16v18H4zM12 3v18M4 12h16',
  helmet: 'M2 18h20M4 18v-1a8 8 0 0 1 5-7.4M20 18v-1a8 8 0 0 0-5-7.4M9 14V6h6v8',
  bed: 'M3 5v14M3 15h18M21 19v-6a3 3 0 0 0-3-3h-8v5M6.5 9.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3',
  factory: 'M3 21V10l6 4v-4l6 4V4h6v17zM3 21h18',
  home: 'M3 11l9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6.5 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4M17.5 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4',
  tiles: 'M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z',
} satisfies Record<IconName, string>

export type { IconName }

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  )
}
