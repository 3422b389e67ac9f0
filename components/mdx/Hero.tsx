import { Children, isValidElement, type ReactNode } from 'react'
import { Cards } from './lists.tsx'
import { Picture } from './Picture.tsx'

/**
 * Page opening, usually the first block of a page: the page's one "# Überschrift", a short text,
 * buttons (`<Actions>`) and optionally a `<Rating>` on one side, a photo on the other (on phones the
 * photo follows the text). The photo loads first (high priority).
 *
 * Props:
 * - `image` (optional): file name in content/bilder/, e.g. "hero-bueroreinigung.jpg"; leave it out
 *   where what follows matters more on a phone (e.g. the form on /kontakt)
 * - `alt` (required with an image): what the photo shows; the build stops when it is missing or empty
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
export function Hero({ image, alt, children }: { image?: string; alt?: string; children: ReactNode }) {
  const blocks = Children.toArray(children)
  const isAside = (block: ReactNode) => !image && isValidElement(block) && block.type === Cards
  const aside = blocks.filter(isAside)
  return (
    // a class, not .hero:has(.hero-image): the photo follows the text in the HTML, so a slow phone could paint
    // the text before :has() sees the photo, and the hero would jump when it does
    <section className={`hero full-bleed${image ? ' hero-with-image' : ''}`}>
      <div className={`container hero-grid${aside.length > 0 ? ' hero-with-aside' : ''}`}>
        <div className="hero-text">{blocks.filter((block) => !isAside(block))}</div>
        {aside.length > 0 && <div className="hero-aside">{aside}</div>}
        {image && (
          <Picture
            className="hero-image"
            src={image}
            alt={alt ?? ''}
            priority
            sizes="(min-width: 64rem) 36rem, 100vw"
          />
        )}
      </div>
    </section>
  )
}
