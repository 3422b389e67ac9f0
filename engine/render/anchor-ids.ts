/**
 * Every element id the code sets or looks up (headings get theirs from rehype-slug). The ones links (#…) may
 * point at are known to the link check from here: frameIds, quoteFormId, the field ids and articleIds.
 */
export const frameIds = {
  main: 'inhalt',
  footerNavTitle: 'seitennavigation-titel',
  menuColumnPages: 'nav-col-navigation',
  menuColumnRegions: 'nav-col-regionen',
} as const

/** An empty marker at the end of the page's opening (<Hero>): the first paint waits for it (link rel=expect). */
export const heroEndId = 'seitenanfang-ende'

/** The box around the quote form (`[Zum Anfrageformular](#formular)`). */
export const quoteFormId = 'formular'

/** The input of one quote-form field, e.g. feld-plz. */
export const quoteFieldId = (name: string) => `feld-${name}`

/** The hint and the error message of one quote-form field (its aria-describedby), e.g. feld-plz-fehler. */
export const quoteFieldHintId = (name: string) => `${quoteFieldId(name)}-hinweis`
export const quoteFieldErrorId = (name: string) => `${quoteFieldId(name)}-fehler`

/** The list of errors above the quote form; without JavaScript the server's answer focuses it. */
export const quoteErrorSummaryId = 'formular-fehler'

/** The quote form's honeypot input, hidden from people. */
export const quoteTrapId = 'feld-website-url'

/** The menu sheet on small screens, opened by its button through `popovertarget`. */
export const menuSheetId = 'menue'

/** An article teaser on the journal page, its title and its full text. */
export const articleIds = (slug: string) => ({
  teaser: `artikel-${slug}`,
  title: `artikel-${slug}-titel`,
  text: `artikel-${slug}-text`,
})
