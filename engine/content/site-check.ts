import { existsSync } from 'node:fs'
import path from 'node:path'
import { glob, globSync } from 'tinyglobby'
import { FEED_PATH, ROBOTS_PATH, SITEMAP_PATH } from '../build/output-paths.ts'
import type { ContentProblem } from '../validation/problems.ts'
import { isArticleFile } from './article-schema.ts'
import { checkArticleIds } from './checks/article-ids.ts'
import { readDataFiles } from './checks/data-files.ts'
import { checkDuplicates } from './checks/duplicates.ts'
import { checkJsonLd } from './checks/json-ld.ts'
import { checkLinks } from './checks/links.ts'
import { checkManagingDirector } from './checks/managing-director.ts'
import { checkOffers, serviceSlugsOf } from './checks/offers.ts'
import { addComponentAnchors, type PageFacts, readPage } from './checks/page-facts.ts'
import { checkProps } from './checks/props.ts'
import { checkReviewPages } from './checks/review-pages.ts'
import { checkSpelling } from './spelling.ts'

/**
 * `npm run check`: every content check at once, without building — each file's frontmatter, headings and
 * images (the build's own checks), plus what only shows across files: internal links and their
 * anchors, JSON-LD types and required fields, duplicate titles and descriptions.
 * `root` is the content folder; `publicFiles` are files served besides the pages (public/, feed).
 * Each check lives in checks/ and gets what it needs as arguments; this file reads every page once.
 */
export async function checkSite(
  root = 'content',
  publicFiles: ReadonlySet<string> = defaultPublicFiles(),
): Promise<ContentProblem[]> {
  const files = (await glob(`${root}/**/*.mdx`)).sort()
  const { problems, companyData } = readDataFiles(root)
  const pages: PageFacts[] = []
  for (const file of files) {
    const { facts, fileProblems } = await readPage(root, file)
    problems.push(...fileProblems)
    pages.push(facts)
  }
  const articles = pages.filter((page) => isArticleFile(page.file))
  const articleSlugs = articles.map((page) => path.basename(page.file, '.mdx'))
  for (const page of pages) addComponentAnchors(page, articleSlugs)

  const byUrl = new Map(pages.flatMap((page) => (page.url === null ? [] : [[page.url, page] as const])))
  const serviceSlugs = serviceSlugsOf(pages)
  for (const page of pages) {
    problems.push(...checkLinks(page, byUrl, publicFiles))
    problems.push(...checkOffers(page, serviceSlugs), ...checkJsonLd(page))
    problems.push(...checkProps(page, companyData))
  }
  problems.push(...checkArticleIds(articles))
  problems.push(...checkReviewPages(root, serviceSlugs, companyData))
  problems.push(...checkManagingDirector(root, companyData))
  problems.push(...checkDuplicates(pages, 'title'), ...checkDuplicates(pages, 'description'))
  problems.push(...(await checkSpelling(root)))
  return dedupe(problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** The same problem found twice (e.g. by the build's own check and a check across files) is shown once. */
function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const keys = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.field}:${p.problem}`
    if (keys.has(key)) return false
    keys.add(key)
    return true
  })
}

/** Files served besides the pages: public/ and what the build writes (feed, sitemap). */
function defaultPublicFiles(): Set<string> {
  const files = new Set([FEED_PATH, SITEMAP_PATH, ROBOTS_PATH])
  if (existsSync('public'))
    for (const name of globSync('public/**/*')) files.add(`/${path.relative('public', name).split(path.sep).join('/')}`)
  return files
}
