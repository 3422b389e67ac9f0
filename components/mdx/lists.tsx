import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Icon, iconNames, type IconName } from '../icons/Icon'

/**
 * Components that style an ordinary Markdown list; editors write plain "- …" lines inside.
 */

/**
 * Key figures: each list item starts with the figure in bold.
 *
 * ```mdx
 * <Stats>
 * - **200+** zufriedene Kunden
 * - **98 %** Zufriedenheit
 * </Stats>
 * ```
 */
export function Stats({ children }: { children: ReactNode }) {
  return <div className="stats">{children}</div>
}

/**
 * Card grid: each list item is a card, starting with a bold title (or a link) followed by text.
 * `icon` adds the same small icon to every card; `icons="ruler, calendar, …"` gives each card its own, in order.
 * Icons: check, shield, clock, leaf, users, star, pin, sparkle, phone, ruler, calendar, building, droplet, layers.
 * Items may start with an image (`- ![Beschreibung](bild.jpg) [Titel](/link) Text`); `more="Mehr erfahren"`
 * adds that cue to every card (the whole card is then the link's click area).
 *
 * ```mdx
 * <Cards icon="check">
 * - **Feste Ansprechpartner** Sie erreichen immer dieselbe Person.
 * </Cards>
 * ```
 */
export function Cards({ icon, icons, more, children }: { icon?: IconName; icons?: string; more?: string; children: ReactNode }) {
  const iconList = icons?.split(',').map((name) => name.trim())
  for (const name of [icon, ...(iconList ?? [])]) {
    if (name !== undefined && !iconNames.includes(name as IconName)) {
      throw new Error(`<Cards>: Icon „${name}“ gibt es nicht. Erlaubt: ${iconNames.join(', ')}`)
    }
  }
  const decorate = (content: ReactNode, index: number) => {
    const name = (iconList?.[index] ?? icon) as IconName | undefined
    return (
      <>
        {name && <Icon name={name} size={22} />}
        <div className="card-body">
          {content}
          {more && (
            <span className="card-more" aria-hidden="true">
              {more} →
            </span>
          )}
        </div>
      </>
    )
  }
  const decorated = icon || icons || more ? decorateItems(children, decorate) : children
  return <div className={`cards${more ? ' cards-linked' : ''}`}>{decorated}</div>
}

/** Wraps the content of every item of the Markdown list in `children`. */
function decorateItems(children: ReactNode, decorate: (content: ReactNode, index: number) => ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== 'ul') return child
    const items = Children.toArray(child.props.children).filter(
      (item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === 'li',
    )
    return cloneElement(
      child,
      {},
      items.map((item, index) => cloneElement(item, {}, decorate(item.props.children, index))),
    )
  })
}

/**
 * Customer logos as a calm row of names (list of company names).
 */
export function LogoStrip({ children }: { children: ReactNode }) {
  return <div className="logo-strip">{children}</div>
}

/**
 * Customer quotes: each "> …" block is one testimonial; end it with a line like
 * "> **Sandra K.**, Praxis für Physiotherapie, Berlin-Pankow".
 */
export function Testimonials({ children }: { children: ReactNode }) {
  return <div className="testimonials">{children}</div>
}

/**
 * Photo grid: Markdown images, optionally followed by a link paragraph.
 *
 * ```mdx
 * <Gallery>
 * ![Fensterreinigung im Büro](team-fensterreinigung.jpg)
 * ![Bodenreinigung](team-bodenreinigung.jpg)
 * </Gallery>
 * ```
 */
export function Gallery({ children }: { children: ReactNode }) {
  return <div className="gallery">{children}</div>
}

/**
 * A row of buttons from a list of links; the first is the main (filled) button.
 *
 * ```mdx
 * <Actions>
 * - [Unverbindlich anfragen](/angebot-erhalten)
 * - <CallLink>Jetzt anrufen</CallLink>
 * </Actions>
 * ```
 */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="actions">{children}</div>
}

/**
 * Numbered steps of a process: an ordinary numbered Markdown list, each item starting with a bold title.
 *
 * ```mdx
 * <Steps>
 * 1. **Anfrage** Sie schildern uns Objekt, Fläche und Wunschrhythmus.
 * 2. **Angebot** Nach der Besichtigung erhalten Sie einen Festpreis.
 * 3. **Start** Ihr festes Team beginnt zum vereinbarten Termin.
 * </Steps>
 * ```
 */
export function Steps({ children }: { children: ReactNode }) {
  return <div className="steps">{children}</div>
}
