import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'cheerio'
import { afterAll, describe, expect, it } from 'vitest'
import { CLIENT_DIR, FEED_PATH, SITEMAP_PATH } from '../../engine/build/output-paths.ts'
import { buildEnv as env, copyProject } from '../support/project-copy.ts'
import { readSiteContent } from '../support/site-content.ts'

// What an editor does to publish: add one MDX file to content/blog/. Overview, topic counts, feed and
// sitemap must follow with no other change — checked with a real build in a throw-away copy.
const { dir, remove } = copyProject('neuer-beitrag-')
afterAll(remove)

// counts, free ids and the topic come from today's articles, so a new article in content/ changes nothing here
const { articles, chrome } = readSiteContent()
const freeId = Math.max(...articles.map((a) => a.frontmatter.id)) + 1
const taken = articles[0]!
const topic = 'Praxisreinigung im Test'
// the day after the newest article: the new one is listed first
const date = new Date(Date.parse(articles[0]!.frontmatter.date) + 86_400_000).toISOString().slice(0, 10)
const topicCount = (count: number) =>
  count === 1 ? chrome.blog.anzahl_eins : chrome.blog.anzahl.replace('{anzahl}', String(count))

const article = (id: number) => `---
title: Hygiene in der Arztpraxis
description: Was Praxen bei der Reinigung beachten müssen – Hygieneplan, Flächendesinfektion und Dokumentation aus einer Hand.
keywords: [Praxisreinigung]
id: ${id}
excerpt: Hygieneplan, Flächendesinfektion und Dokumentation – worauf es bei der Reinigung von Arzt- und Therapiepraxen ankommt.
date: ${date}
readTime: 4
category: ${topic}
---

Eine Praxis braucht mehr als saubere Böden.

## Der Hygieneplan

Er legt fest, was wann womit gereinigt wird.
`

const build = () => spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env })

describe('adding an article file', () => {
  it('puts it on /blog, into the topic counts, the feed and the sitemap', () => {
    writeFileSync(path.join(dir, 'content/blog/hygiene-in-der-arztpraxis.mdx'), article(freeId))
    const result = build()
    expect(result.status, result.stderr).toBe(0)
    const $ = load(readFileSync(path.join(dir, CLIENT_DIR, 'blog/index.html'), 'utf8'))
    expect($('article.article-teaser')).toHaveLength(articles.length + 1)
    expect($('article.article-teaser h2').first().text()).toBe('Hygiene in der Arztpraxis')
    expect($(`.topic-list li:contains("${topic}") .topic-count`).text()).toBe(topicCount(1))
    const feed = readFileSync(path.join(dir, CLIENT_DIR, FEED_PATH), 'utf8')
    expect(feed.match(/<entry>/g)).toHaveLength(articles.length + 1)
    expect(readFileSync(path.join(dir, CLIENT_DIR, SITEMAP_PATH), 'utf8')).toContain(
      '/blog/hygiene-in-der-arztpraxis</loc>',
    )
  })

  it('stops the build when its id is taken, naming both files and the fix', () => {
    writeFileSync(path.join(dir, 'content/blog/doppelte-nummer.mdx'), article(taken.frontmatter.id))
    const result = build()
    expect(result.status).not.toBe(0)
    const id = taken.frontmatter.id
    expect(result.stdout + result.stderr).toMatch(
      new RegExp(
        `content/blog/(doppelte-nummer|${taken.slug})\\.mdx:\\d+ — id — id ${id} hat schon content/blog/\\S+\\.mdx — Vergeben Sie die höchste vorhandene id \\+ 1, also ${freeId + 1}\\.`,
      ),
    )
  })
})
