/**
 * The icons an editor may name in content (e.g. `<Cards icons="…">`). The check and the build validate names
 * against this list; components/icons/Icon.tsx must draw exactly these (its type enforces it).
 */
export const iconNames = [
  'phone',
  'mail',
  'clock',
  'pin',
  'menu',
  'close',
  'chat',
  'send',
  'check',
  'star',
  'arrow',
  'chevron',
  'shield',
  'leaf',
  'users',
  'sparkle',
  'ruler',
  'calendar',
  'building',
  'droplet',
  'layers',
  'key',
  'euro',
  'whatsapp',
  'instagram',
  'tiktok',
  'external',
  'monitor',
  'stairs',
  'medical',
  'store',
  'window',
  'helmet',
  'bed',
  'factory',
  'home',
  'box',
  'truck',
  'tiles',
] as const

export type IconName = (typeof iconNames)[number]

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name)
}
