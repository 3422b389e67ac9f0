import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { telHref } from '../../engine/site/phone.ts'
import { openBuiltSite, type BuiltSite } from '../support/built-dist.ts'
import {
  expectAreaGridFromContent,
  expectBlocksFromContent,
  expectFaqFromContent,
  expectFrameFromContent,
  expectInSitemap,
  expectJournalFromContent,
  expectNumbersFromContent,
  expectOrganizationFromContent,
  expectPageFromContent,
  expectServicePage,
} from '../support/content-checks.ts'
import { buildEnv as env, copyProject } from '../support/project-copy.ts'
import { faqQuestions, readMdx, readSiteContent, type SiteContent } from '../support/site-content.ts'

// The routine edits of content/README.md, made the way an editor makes them (text changes in content/),
// must keep the content-dependent checks green: the same checks the normal suite runs on the project
// run here on one build of a changed copy.
const { dir, remove } = copyProject('routine-edits-')
afterAll(remove)

const before = readSiteContent()
const edit = (file: string, change: (source: string) => string) => {
  const full = path.join(dir, file)
  const source = readFileSync(full, 'utf8')
  const changed = change(source)
  if (changed === source) throw new Error(`Änderung an ${file} greift nicht`)
  writeFileSync(full, changed)
}
/** replaces the value of one `key: …` line of a YAML file, whatever today's value is */
const setLine = (key: string, value: string) => (source: string) =>
  source.replace(new RegExp(`^(\\s*${key}:).*$`, 'm'), `$1 ${value}`)

const NEW_PHONE = before.company.telefon === '+49 30 23125499' ? '+49 30 23125498' : '+49 30 23125499'
const NEW_CHAT_TITLE = 'Wobei dürfen wir Ihnen helfen?'
const MENU_ITEM = before.chrome.navigation[2]!
const NEW_MENU_LABEL = `${MENU_ITEM.label} im Überblick`
const NEW_QUESTION = 'Reinigen Sie auch an Feiertagen in Berlin?'
const ARTICLE_URL = '/blog/fruehjahrsputz-im-buero'
// a correctly formed participle no dictionary lists as such: the spell check must accept it unaided
const NEW_WORD = 'tiefengereinigt'
const NEW_ARTICLE_DESCRIPTION = `Wie Unternehmen den Frühjahrsputz im Büro planen – Teppiche ${NEW_WORD}, Fenster streifenfrei, Lüftungsgitter entstaubt.`
const SERVICE_URL = '/leistungen/wintergartenreinigung'
const newestArticle = before.articles[0]!

let site: BuiltSite
let content: SiteContent
let check: ReturnType<typeof spawnSync>
let buildOutput: string

beforeAll(() => {
  // Firmendaten ändern: new phone number in firma.yaml
  edit('content/firma.yaml', setLine('telefon', `"${NEW_PHONE}"`))
  // Menü, Kopf- und Fußzeile: a new chat title and a changed menu label in rahmen.yaml
  edit('content/rahmen.yaml', (source) =>
    source.replace(/^(chat:\n(?:[ #].*\n)*? {2}titel:).*$/m, `$1 ${NEW_CHAT_TITLE}`),
  )
  edit('content/rahmen.yaml', (source) =>
    source.replace(`- label: ${MENU_ITEM.label}\n`, `- label: ${NEW_MENU_LABEL}\n`),
  )
  // Text auf einer Seite ändern: one more question in the first <Faq> of /berlin
  edit('content/berlin.mdx', (source) =>
    source.replace(
      '</Faq>',
      `### ${NEW_QUESTION}\n\nJa. Auf Wunsch reinigen wir auch an Sonn- und Feiertagen, zum Beispiel vor einer Eröffnung.\n\n</Faq>`,
    ),
  )
  // Einen Fachjournal-Beitrag anlegen: same topic as the newest article, dated the day after it
  const date = new Date(Date.parse(newestArticle.frontmatter.date) + 86_400_000).toISOString().slice(0, 10)
  writeFileSync(
    path.join(dir, `content${ARTICLE_URL}.mdx`),
    `---
title: Frühjahrsputz im Büro
description: ${NEW_ARTICLE_DESCRIPTION}
keywords: [Frühjahrsputz Büro]
id: ${Math.max(...before.articles.map((a) => a.frontmatter.id)) + 1}
excerpt: Fenster, Teppiche, Lüftungsgitter und Aktenschränke – so planen Unternehmen den Frühjahrsputz im Büro ohne Ausfallzeiten.
date: ${date}
readTime: 3
category: ${newestArticle.frontmatter.category}
---

Nach dem Winter sind Büros staubiger, als man denkt.

## Ein Plan für zwei Tage

Am ersten Tag sind Fenster und Teppiche dran, am zweiten Schränke, Lüftungsgitter und Lampen.
`,
  )
  // Eine neue Leistungsseite anlegen: a copy of an existing page with its own title, description and heading
  const service = readFileSync(path.join(dir, 'content/leistungen/fensterreinigung.mdx'), 'utf8')
    .replace(/^title: .*$/m, 'title: Wintergartenreinigung in Berlin | Musterglanz')
    .replace(
      /^description: .*$/m,
      'description: Wintergärten innen und außen gereinigt – Glasdach, Rahmen und Rinnen streifenfrei sauber. Angebot in 24 Stunden.',
    )
    .replace(/^# .*$/m, '# Wintergartenreinigung mit Glasdach')
  writeFileSync(path.join(dir, `content${SERVICE_URL}.mdx`), service)

  // the content check of the pull request passes, with the project's word list as it is
  check = spawnSync('npm', ['run', 'check'], { cwd: dir, encoding: 'utf8', env })
  const result = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env })
  buildOutput = result.stdout + result.stderr
  expect(result.status, buildOutput).toBe(0)
  site = openBuiltSite(path.join(dir, 'dist/client'))
  content = readSiteContent(dir)
}, 300_000)

describe('after the routine edits of content/README.md', () => {
  it('the copy holds the edits (so the checks below see them)', () => {
    expect(content.company.telefon).toBe(NEW_PHONE)
    expect(content.chrome.chat.titel).toBe(NEW_CHAT_TITLE)
    expect(content.chrome.navigation[2]!.label).toBe(NEW_MENU_LABEL)
    expect(content.articles.map((a) => a.url)).toContain(ARTICLE_URL)
    expect(content.servicePages).toContain(SERVICE_URL)
  })

  it('the new phone number is in every tel: link and all structured data', () => {
    expectNumbersFromContent(site, content)
    expectOrganizationFromContent(site, content)
    expect(site.loadPage('/kontakt')(`a[href="${telHref(NEW_PHONE)}"]`).length).toBeGreaterThan(0)
  })

  it('/berlin shows one more FAQ question, and its other blocks as written', () => {
    const questions = expectFaqFromContent(site, content, '/berlin')
    const questionsBefore = faqQuestions(readMdx(before.root, 'content/berlin.mdx').tree).flat()
    expect(questions.flat()).toEqual(expect.arrayContaining(questionsBefore))
    expect(questions.flat()).toHaveLength(questionsBefore.length + 1)
    expect(questions.flat()).toContain(NEW_QUESTION)
    expectBlocksFromContent(site, content, '/berlin')
    expectAreaGridFromContent(site, content, '/berlin', 'bezirke')
  })

  it('the content check and the build accept the new article without a word added to the word list', () => {
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0)
    expect(buildOutput).not.toContain(NEW_WORD)
    expect(site.loadPage(ARTICLE_URL)('meta[name="description"]').attr('content')).toBe(NEW_ARTICLE_DESCRIPTION)
  })

  it('the new article is on /blog, in the topic counts, the feed and the sitemap', () => {
    expectJournalFromContent(site, content)
    expect(content.articles[0]!.url).toBe(ARTICLE_URL)
    // an article's heading is its title
    expect(site.loadPage(ARTICLE_URL)('main h1').text().replaceAll('\u00ad', '')).toBe(
      content.articles[0]!.frontmatter.title,
    )
  })

  it('the new service page exists with Service data, quote and phone links, and is in the sitemap', () => {
    expect(site.pages).toContain(SERVICE_URL)
    expectServicePage(site, content, SERVICE_URL)
    expectPageFromContent(site, content, SERVICE_URL)
    expectInSitemap(site, content, [SERVICE_URL, ARTICLE_URL])
  })

  it('the new chat title and menu label show in the frame of every kind of page', () => {
    for (const url of ['/', '/berlin', SERVICE_URL, ARTICLE_URL]) expectFrameFromContent(site, content, url)
  })
})
