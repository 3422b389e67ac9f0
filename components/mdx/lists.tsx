import type { ReactNode } from 'react'
import { iconNames, isIconName, type IconName } from '../../engine/content/icon-names.ts'
import { Icon } from '../icons/Icon.tsx'
import { decorateItems } from './children.ts'

/**
 * Components that style an ordinary Markdown list; editors write plain "- …" lines inside.
 */

/** A component that only puts its Markdown in a `<div>` with a class; the stylesheet does the rest. */
function styledBlock(className: string) {
  return function StyledBlock({ children }: { children: ReactNode }) {
    return <div className={className}>{children}</div>
  }
}

/**
 * Key figures in a row of tiles: each list item starts with the figure in bold, then a short text.
 * No props. Inside a `<Section tone="brand">` the tiles turn translucent with white text.
 *
 * ```mdx
 * <Stats>
 * - **200+** zufriedene Kunden
 * - **98 %** Zufriedenheit
 * </Stats>
 * ```
 */
export const Stats = styledBlock('stats')

/**
 * Card grid: each list item is a card, starting with a bold title (or a link) followed by text.
 *
 * Props (all optional; without them the cards have no icon):
 * - `icon`: the same small icon on every card, e.g. `icon="check"`
 * - `icons`: one icon per card, comma-separated in card order, e.g. `icons="phone, whatsapp, mail"`;
 *   cards beyond the list get `icon` (or none)
 * - `more`: a cue such as `more="Mehr erfahren"` at the end of every card; then each item should be
 *   `- ![Beschreibung](bild.jpg) [Titel](/link) Text` and the whole card becomes the link's click area
 *
 * Icon names: those in engine/content/icon-names.ts. Any other name stops the page with an error that
 * lists the allowed names.
 *
 * ```mdx
 * <Cards icon="check">
 * - **Festes Team** Dieselben Reinigungskräfte kennen Ihre Räume und Ihre Wünsche.
 * - **Angebot in 24 Stunden** Nach Ihrer Anfrage erhalten Sie innerhalb eines Tages ein verbindliches Angebot.
 * </Cards>
 * ```
 */
export function Cards({
  icon,
  icons,
  more,
  children,
}: {
  icon?: IconName
  icons?: string
  more?: string
  children: ReactNode
}) {
  const iconList = icons?.split(',').map((name) => name.trim())
  for (const name of [icon, ...(iconList ?? [])]) {
    if (name !== undefined && !isIconName(name)) {
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

/**
 * Customer quotes as cards with five decorative stars (two columns on wide screens). No props.
 * Each "> …" block is one testimonial (separate two quotes with an empty line); end it with an
 * empty ">" line and a line like "> **Sandra K.**, Praxis für Physiotherapie, Berlin-Pankow".
 *
 * ```mdx
 * <Testimonials>
 * > Die Grundreinigung nach unserem Umbau war in zwei Tagen fertig.
 * >
 * > **Thomas W.**, Geschäftsführer eines Ingenieurbüros, Potsdam
 * </Testimonials>
 * ```
 */
export const Testimonials = styledBlock('testimonials')

/**
 * Photo grid. No props. Inside: Markdown images, one per line (each needs its description in the
 * square brackets), optionally followed by an empty line and a link paragraph.
 *
 * ```mdx
 * <Gallery>
 * ![Reinigungskraft zieht eine große Fensterscheibe streifenfrei ab](team-fensterreinigung.jpg)
 * ![Glänzender Boden nach der maschinellen Bodenreinigung](team-bodenreinigung.jpg)
 *
 * [Alle Referenzen ansehen](/referenzen)
 * </Gallery>
 * ```
 */
export const Gallery = styledBlock('gallery')

/**
 * A row of buttons from a list of links; the first is the main (filled) button, the others are
 * outlined. No props. Items are Markdown links (`[Text](/pfad)`, `[Text](#anker)`) or contact links
 * (`<CallLink>`, `<MailLink>`, `<WhatsAppLink>`).
 *
 * ```mdx
 * <Actions>
 * - [Unverbindlich anfragen](/angebot-erhalten)
 * - <CallLink>Jetzt anrufen</CallLink>
 * </Actions>
 * ```
 */
export const Actions = styledBlock('actions')

/**
 * Numbered steps of a process: an ordinary numbered Markdown list, each item starting with a bold
 * title. No props; the numbers are drawn as badges.
 *
 * ```mdx
 * <Steps>
 * 1. **Anfrage** Sie schildern uns Objekt, Fläche und Wunschrhythmus.
 * 2. **Angebot** Nach der Besichtigung erhalten Sie einen Festpreis.
 * 3. **Start** Ihr festes Team beginnt zum vereinbarten Termin.
 * </Steps>
 * ```
 */
export const Steps = styledBlock('steps')

/**
 * A checklist as ticks in two columns (one on phones), far shorter than one card per item. No props.
 * Each item is a Markdown list line, optionally starting with a bold title.
 *
 * ```mdx
 * <Checklist>
 * - **Arbeitsplätze:** Schreibtische und Ablagen abwischen, ohne Unterlagen zu verschieben.
 * - **Böden:** Staubsaugen, Wischen und Pflegen aller Beläge.
 * </Checklist>
 * ```
 */
export const Checklist = styledBlock('checklist')

/**
 * A long list of places or keywords as compact tags that wrap, e.g. the districts of a city. No
 * props. Items are plain words or links (`[Mitte](/berlin)`).
 *
 * ```mdx
 * <Tags>
 * - Mitte
 * - Pankow
 * </Tags>
 * ```
 */
export const Tags = styledBlock('tags')
