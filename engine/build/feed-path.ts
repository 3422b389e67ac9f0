import { JOURNAL_URL } from '../content/routes.ts'

/** URL path of the Fachjournal's Atom feed; the build writes it there and every page's head links to it. */
export const FEED_PATH = `${JOURNAL_URL}/feed.xml`
