import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { PAGE_FACTS_FILE } from './output-paths.ts'

/**
 * What the steps after the Vike build (sitemap, feed, rules for static hosts; scripts/postbuild.ts)
 * need to know about the site and each page. Written during pre-rendering from the validated content
 * and site data (engine/build/collect-page-facts.ts), so no later step reads it back out of HTML.
 * Only the CSP hashes still come from the built HTML: they are hashes of its exact bytes.
 */
export const pageFactsSchema = z
  .object({
    /** public origin of canonical URLs (content/firma.yaml or SITE_ORIGIN), without trailing slash */
    origin: z.url(),
    feed: z.object({ title: z.string(), description: z.string(), owner: z.string() }),
    /** where the quote form posts: content/formular.yaml `ziel`, or PUBLIC_FORM_ENDPOINT */
    formTarget: z.string(),
    pages: z.array(
      z.object({
        url: z.string().startsWith('/'),
        title: z.string(),
        noindex: z.boolean(),
        /** the path of the page's canonical URL (its own URL unless the frontmatter names another) */
        canonicalPath: z.string().startsWith('/'),
        hasQuoteForm: z.boolean(),
        /** set for Fachjournal articles: the entry of the Atom feed, as in the page's BlogPosting data */
        article: z
          .object({
            headline: z.string(),
            abstract: z.string(),
            datePublished: z.string(),
            url: z.url(),
            section: z.string(),
            author: z.string(),
          })
          .optional(),
      }),
    ),
  })
  .strict()

export type PageFacts = z.output<typeof pageFactsSchema>
export type PageFact = PageFacts['pages'][number]

/** dist/page-facts.json: next to dist/client, so it is never uploaded with the site */
export function pageFactsFile(clientRoot: string): string {
  return path.join(path.dirname(clientRoot), PAGE_FACTS_FILE)
}

/** Reads and checks the facts of the last build (clientRoot: dist/client). */
export function readPageFacts(clientRoot: string): PageFacts {
  const file = pageFactsFile(clientRoot)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new Error(`${path.relative(process.cwd(), file)} fehlt – bitte den ganzen Build ausführen: npm run build`)
  }
  const result = pageFactsSchema.safeParse(JSON.parse(text))
  if (!result.success) {
    throw new Error(
      `${path.relative(process.cwd(), file)} passt nicht zu diesem Stand – ` +
        `bitte neu bauen (npm run build): ${z.prettifyError(result.error)}`,
    )
  }
  return result.data
}
