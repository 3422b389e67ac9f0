import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Icon, type IconName } from '../icons/Icon'

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
 * `icon` adds the same small icon to every card: check, shield, clock, leaf, users, star, pin, sparkle, phone.
 * Items may start with an image (`- ![Beschreibung](bild.jpg) [Titel](/link) Text`); `more="Mehr erfahren"`
 * adds that cue to every card (the whole card is then the link's click area).
 *
 * ```mdx
 * <Cards icon="check">
 * - **Feste Ansprechpartner** Sie erreichen immer dieselbe Person.
 * </Cards>
 * ```
 */
export function Cards({ icon, more, children }: { icon?: IconName; more?: string; children: ReactNode }) {
  const decorate = (content: ReactNode) => (
    <>
      {icon && <Icon name={icon} size={22} />}
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
  return <div className={`cards${more ? ' cards-linked' : ''}`}>{icon || more ? decorateItems(children, decorate) : children}</div>
}

/** Wraps the content of every item of the Markdown list in `children`. */
function decorateItems(children: ReactNode, decorate: (content: ReactNode) => ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== 'ul') return child
    return cloneElement(
      child,
      {},
      Children.map(child.props.children, (item) =>
        isValidElement<{ children?: ReactNode }>(item) && item.type === 'li'
          ? cloneElement(item as ReactElement<{ children?: ReactNode }>, {}, decorate(item.props.children))
          : item,
      ),
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
