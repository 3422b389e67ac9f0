import type { ReactNode } from 'react'
import { featureIcons } from '../../engine/content/feature-icons.ts'
import { iconNames, isIconName, type IconName } from '../../engine/content/icon-names.ts'
import { Icon } from '../icons/Icon.tsx'
import { titledItems } from './list-items.ts'

/**
 * Advantages or principles, each with its own icon in a tile, two or three to a row: for "Ihre
 * Vorteile", "So arbeiten wir", "Für wen wir arbeiten". Each item starts with a bold title. The icon
 * follows from the wording (engine/content/feature-icons.ts), so usually no props are needed.
 *
 * Props (optional):
 * - `icons`: choose the icons yourself, comma-separated in item order, e.g. `icons="users, phone"`
 *
 * ```mdx
 * <Features>
 * - **Festes Team** Immer dieselben Reinigungskräfte – sie kennen Ihre Räume.
 * - **Direkter Draht** Ihre Objektleitung ist unter eigener Durchwahl erreichbar.
 * </Features>
 * ```
 */
export function Features({ icons, children }: { icons?: string; children: ReactNode }) {
  const { before, items, after } = titledItems(children)
  const chosen = icons?.split(',').map((name) => name.trim())
  for (const name of chosen ?? []) {
    if (!isIconName(name)) throw new Error(`<Features>: Icon „${name}“ gibt es nicht. Erlaubt: ${iconNames.join(', ')}`)
  }
  const derived = featureIcons(items.map((item) => ({ title: item.titleText, text: item.plainText })))
  return (
    <div className="features">
      {before}
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <span className="feature-icon">
              <Icon name={(chosen?.[index] as IconName | undefined) ?? derived[index]!} size={24} />
            </span>
            <div>
              {item.title !== null && <strong>{item.title}</strong>}
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {after}
    </div>
  )
}
