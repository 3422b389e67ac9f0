import { htmlTagNames } from 'html-tag-names'
import { closestName } from '../validation/validate-yaml.ts'

/**
 * The building blocks an MDX file in content/ can use (documented in content/README.md). components/mdx/index.ts
 * must provide exactly these (its type enforces it); the content check rejects any other capitalised tag.
 */
export const mdxComponentNames = [
  'Image',
  'Hero',
  'Section',
  'Split',
  'Stats',
  'Cards',
  'Steps',
  'Features',
  'Questions',
  'LogoStrip',
  'Testimonials',
  'Gallery',
  'Actions',
  'ServiceTabs',
  'Faq',
  'CallLink',
  'MailLink',
  'WhatsAppLink',
  'Rating',
  'OpeningHours',
  'Fact',
  'Journal',
  'Aside',
  'ArticleList',
  'TopicList',
  'JobPostings',
  'QuoteForm',
  'MapLink',
  'Checklist',
  'Tags',
  'Prices',
  'Contacts',
  'Seals',
  'Reviews',
] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]

const known = new Set<string>(mdxComponentNames)
const html = new Set(htmlTagNames)

/**
 * Null for a building block or a plain HTML tag; otherwise the problem and fix for an editor. Case matters:
 * `<faq>` is not `<Faq>` (MDX would print it as an unknown HTML tag and the FAQ would be lost).
 */
export function unknownComponent(name: string): { problem: string; fix: string } | null {
  if (known.has(name) || html.has(name)) return null
  const near = closestName(name, [...mdxComponentNames])
  return {
    problem: `Unbekannter Baustein <${name}>`,
    fix: near
      ? `Meinten Sie <${near}>? Groß- und Kleinschreibung zählen.`
      : `Verwenden Sie einen der Bausteine aus content/README.md, z. B. <Section>, <Cards>, <Faq>.`,
  }
}
