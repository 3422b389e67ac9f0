import type { ReactNode } from 'react'
import { Picture } from './Picture'

/**
 * Page opening: the page's "# Überschrift", a short text and buttons on one side, a photo on the
 * other. The photo loads first (high priority).
 *
 * ```mdx
 * <Hero image="hero-bueroreinigung.jpg" alt="Heller Büroraum nach der Reinigung">
 * # Gebäudereinigung in Berlin
 * Kurzer Einleitungstext.
 * </Hero>
 * ```
 */
export function Hero({ image, alt, children }: { image: string; alt: string; children: ReactNode }) {
  return (
    <section className="hero full-bleed">
      <div className="container hero-grid">
        <div className="hero-text">{children}</div>
        <Picture className="hero-image" src={image} alt={alt} priority sizes="(min-width: 64rem) 36rem, 100vw" />
      </div>
    </section>
  )
}
