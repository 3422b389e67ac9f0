import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { globSync } from 'tinyglobby'
import { isArticleFile } from '../../engine/content/article-schema.ts'
import { JOURNAL_URL } from '../../engine/content/routes.ts'
import { urlForContentFile } from '../../engine/content/routes.ts'

// Which pages a change to content/ can alter, so a copy pull request opens only those in the browser.
// A page file changes its own page; a data file every page that shows its texts; the frame's files
// (firma.yaml, rahmen.yaml) every page, checked on a few representative ones.

/** A path no page has: the site answers it with the 404 page (content/_404.mdx), status 404. */
export const NOT_FOUND_PROBE = '/diese-seite-gibt-es-nicht'

export interface ChangePlan {
  /** every changed file lies in content/: the fast editors' path suffices */
  contentOnly: boolean
  /** pages to open in the browser, sorted */
  pages: string[]
  /** each changed file and the pages it affects */
  files: { file: string; pages: string[] }[]
}

interface PageFile {
  file: string
  url: string | null
  components: Set<string>
  source: string
}

/** The page files of the site in `root` (the checkout), sorted by file name. */
function readPages(root: string): PageFile[] {
  return globSync('content/**/*.mdx', { cwd: root })
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(root, file), 'utf8')
      return {
        file,
        url: urlForContentFile(file),
        components: new Set([...source.matchAll(/<([A-Z][A-Za-z]*)/g)].map((match) => match[1]!)),
        source,
      }
    })
}

const urlsUsing = (pages: PageFile[], ...components: string[]) =>
  pages
    .filter((page) => page.url !== null && components.some((name) => page.components.has(name)))
    .map((page) => page.url!)

/**
 * A few pages that together show every part of the frame and the common widgets: home page, a service
 * page, the journal with an article, and the first pages with the quote form and the FAQ.
 */
export function representativePages(root = '.'): string[] {
  return representatives(readPages(root))
}

function representatives(pages: PageFile[]): string[] {
  const first = (urls: (string | null)[]) => urls.find((url) => url !== null)
  const picks = [
    '/',
    first(pages.filter((page) => page.url?.startsWith('/leistungen/')).map((page) => page.url)),
    JOURNAL_URL,
    first(pages.filter((page) => isArticleFile(page.file)).map((page) => page.url)),
    urlsUsing(pages, 'QuoteForm')[0],
    urlsUsing(pages, 'Faq')[0],
  ]
  const urls = new Set(pages.map((page) => page.url))
  return [...new Set(picks)].filter((url): url is string => url !== undefined && urls.has(url))
}

/** The pages one changed file (path relative to the checkout, deleted or not) can alter. */
function pagesFor(file: string, pages: PageFile[], root: string): string[] {
  const name = file.slice('content/'.length)
  if (name === 'firma.yaml' || name === 'rahmen.yaml') return representatives(pages)
  if (name === 'formular.yaml') return urlsUsing(pages, 'QuoteForm')
  if (name === 'stellen.yaml') return urlsUsing(pages, 'JobPostings')
  // the word list and this guide change no page
  if (name === 'woerterbuch.txt' || name.endsWith('.md')) return []
  if (name.startsWith('bilder/')) {
    const image = path.basename(name)
    const users = pages.filter((page) => page.url !== null && page.source.includes(image)).map((page) => page.url!)
    const dataFiles = ['firma.yaml', 'rahmen.yaml'].filter((data) =>
      readIfExists(root, `content/${data}`).includes(image),
    )
    // an image named by no page (e.g. the default preview image) is used by the frame
    return users.length > 0 && dataFiles.length === 0 ? users : [...users, ...representatives(pages)]
  }
  if (!name.endsWith('.mdx')) return representatives(pages)
  const url = urlForContentFile(file)
  const deleted = !existsSync(path.join(root, file))
  if (isArticleFile(file)) {
    // an article also shows as a teaser on the journal and wherever articles are listed
    return [...(deleted ? [] : [url!]), JOURNAL_URL, ...urlsUsing(pages, 'ArticleList', 'TopicList')]
  }
  if (url !== null) return deleted ? [] : [url]
  if (name === '_404.mdx') return [NOT_FOUND_PROBE]
  // shown only when the server fails; the check and the build cover its text
  if (name === '_fehler.mdx') return []
  // the closing block under every article
  if (name === 'blog/_beitrag-ende.mdx') return representatives(pages).filter((page) => page.startsWith('/blog/'))
  return representatives(pages)
}

function readIfExists(root: string, file: string): string {
  const full = path.join(root, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : ''
}

/** What a pull request that changes `changedFiles` needs checked: the editors' fast path or everything. */
export function planForChanges(changedFiles: readonly string[], root = '.'): ChangePlan {
  const changed = changedFiles.map((file) => file.split(path.sep).join('/')).filter((file) => file !== '')
  const contentOnly = changed.every((file) => file.startsWith('content/'))
  if (!contentOnly) return { contentOnly, pages: [], files: [] }
  const pages = readPages(root)
  const files = changed.map((file) => ({ file, pages: [...new Set(pagesFor(file, pages, root))].sort() }))
  return { contentOnly, pages: [...new Set(files.flatMap((entry) => entry.pages))].sort(), files }
}
