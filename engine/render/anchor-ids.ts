/**
 * Ids that links (#…) can point at without a heading: set by the shared frame and by components, and known
 * to the link check from here. Headings get their ids from rehype-slug.
 */
export const frameIds = {
  main: 'inhalt',
  footerNavTitle: 'seitennavigation-titel',
  menuColumnPages: 'nav-col-navigation',
  menuColumnRegions: 'nav-col-regionen',
} as const

/** The box around the quote form (`[Zum Anfrageformular](#formular)`). */
export const quoteFormId = 'formular'

/** The input of one quote-form field, e.g. feld-plz. */
export const quoteFieldId = (name: string) => `feld-${name}`

/** An article teaser on the journal page, its title and its full text. */
export const articleIds = (slug: string) => ({
  teaser: `artikel-${slug}`,
  title: `artikel-${slug}-titel`,
  text: `artikel-${slug}-text`,
})
