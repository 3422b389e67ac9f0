import { Children, isValidElement, type ReactNode } from 'react'
import { Rating } from './contact-links.tsx'
import { Actions, Cards } from './lists.tsx'
import { heroEndId } from '../../engine/render/anchor-ids.ts'
import { Picture } from './Picture.tsx'
import { getPicture } from '../../engine/images/pictures.ts'

/**
 * Page opening, usually the first block of a page: the page's one "# Überschrift", a short text,
 * buttons (`<Actions>`) and optionally a `<Rating>` on one side, a photo on the other (on phones the
 * photo follows the text). The photo loads first (high priority).
 *
 * Props:
 * - `image` (optional): file name in content/bilder/, e.g. "hero-bueroreinigung.jpg"; leave it out
 *   where what follows matters more on a phone (e.g. the form on /kontakt)
 * - `alt` (required with an image): what the photo shows; the build stops when it is missing or empty
 * - `focus` (optional): "links" or "rechts" keeps that edge of the photo in view where wide screens crop it
 *   to the hero's right half (e.g. a person standing at the photo's right edge); without it, the middle
 *
 * Inside: ordinary Markdown. Put the page's only "# …" heading here (pages need exactly one).
 * Without an image, a `<Cards>` list inside (e.g. the ways to reach us on /kontakt) stands beside
 * the title on wide screens and under the buttons on phones.
 *
 * ```mdx
 * <Hero image="hero-bueroreinigung.jpg" alt="Heller Büroraum mit glänzendem Boden, Fensterfront und Reinigungswagen">
 * # Gebäudereinigung, auf die Sie sich verlassen können
 *
 * Büro, Praxis, Laden oder Zuhause: Wir reinigen gründlich, pünktlich und mit festen Teams.
 *
 * <Actions>
 * - [Unverbindlich anfragen](/angebot-erhalten)
 * - <CallLink>Jetzt anrufen</CallLink>
 * </Actions>
 * </Hero>
 * ```
 */
const focusSides = ['links', 'rechts'] as const

export function Hero({
  image,
  alt,
  focus,
  children,
}: {
  image?: string
  alt?: string
  focus?: (typeof focusSides)[number]
  children: ReactNode
}) {
  if (focus !== undefined && !focusSides.includes(focus)) {
    throw new Error(
      `<Hero>: focus „${String(focus)}“ gibt es nicht. Erlaubt: ${focusSides.join(', ')} (oder weglassen)`,
    )
  }
  const blocks = ratingBeforeActions(Children.toArray(children))
  const isAside = (block: ReactNode) => !image && isValidElement(block) && block.type === Cards
  const aside = blocks.filter(isAside)
  return (
    // a class, not .hero:has(.hero-image): the photo follows the text in the HTML, so a slow phone could paint
    // the text before :has() sees the photo, and the hero would jump when it does
    <section className={`hero full-bleed${image ? ' hero-with-image' : ''}${focus ? ` hero-focus-${focus}` : ''}`}>
      {/* React puts this into the head: the first paint waits until the marker at the hero's end is parsed
          (Chromium lifts the block when the target is inserted, not when it is closed), so a slow phone never
          paints half a hero: the text first, then the buttons or the photo pushing it around */}
      <link rel="expect" href={`#${heroEndId}`} blocking="render" />
      <div className={`container hero-grid${aside.length > 0 ? ' hero-with-aside' : ''}`}>
        <div className="hero-text">{blocks.filter((block) => !isAside(block))}</div>
        {aside.length > 0 && <div className="hero-aside">{aside}</div>}
        {image && <Picture className="hero-image" src={image} alt={alt ?? ''} priority sizes={heroSizes(image)} />}
      </div>
      <span id={heroEndId} hidden />
    </section>
  )
}

/**
 * The rating stands right above the buttons, wherever the editor put it in the hero: proof next to the
 * decision, and in the HTML before the buttons, so a slow phone that paints mid-page never has to move the
 * buttons down when the rating arrives.
 */
function ratingBeforeActions(blocks: ReactNode[]): ReactNode[] {
  const isType = (block: ReactNode, type: unknown) => isValidElement(block) && block.type === type
  const ratings = blocks.filter((block) => isType(block, Rating))
  const firstActions = blocks.findIndex((block) => isType(block, Actions))
  if (ratings.length === 0 || firstActions < 0) return blocks
  const rest = blocks.filter((block) => !isType(block, Rating))
  const at = rest.findIndex((block) => isType(block, Actions))
  return [...rest.slice(0, at), ...ratings, ...rest.slice(at)]
}

/**
 * How wide the hero photo is drawn. On wide screens it covers the right half of a hero about 48rem tall, so a
 * wide photo (16:9) is drawn wider than half the screen and would look soft from the half-width file; phones
 * show it across the screen.
 */
function heroSizes(image: string): string {
  const { w, h } = getPicture(image).img
  return `(min-width: 64rem) max(50vw, ${Math.ceil((48 * w) / h)}rem), 100vw`
}
