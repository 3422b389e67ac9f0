import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { load } from 'cheerio'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEnv as env, copyProject } from '../support/project-copy'

// What an editor does to publish: add one MDX file to content/blog/. Overview, topic counts, feed and
// sitemap must follow with no other change — checked with a real build in a throw-away copy.
const { dir, remove } = copyProject('neuer-beitrag-')
afterAll(remove)

const article = (id: number) => `---
title: Hygiene in der Arztpraxis
description: Was Praxen bei der Reinigung beachten müssen – Hygieneplan, Flächendesinfektion und Dokumentation aus einer Hand.
keywords: [Praxisreinigung]
id: ${id}
excerpt: Hygieneplan, Flächendesinfektion und Dokumentation – worauf es bei der Reinigung von Arzt- und Therapiepraxen ankommt.
date: 2025-01-20
readTime: 4
category: Praxisreinigung
---

Eine Praxis braucht mehr als saubere Böden.

## Der Hygieneplan

Er legt fest, was wann womit gereinigt wird.
`

const build = () => spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env })

describe('adding an article file', () => {
  it('puts it on /blog, into the topic counts, the feed and the sitemap', () => {
    writeFileSync(path.join(dir, 'content/blog/hygiene-in-der-arztpraxis.mdx'), article(7))
    const result = build()
    expect(result.status, result.stderr).toBe(0)
    const $ = load(readFileSync(path.join(dir, 'dist/client/blog/index.html'), 'utf8'))
    expect($('article.article-teaser')).toHaveLength(7)
    expect($('article.article-teaser h2').first().text()).toBe('Hygiene in der Arztpraxis')
    expect($('.topic-list li:contains("Praxisreinigung") .topic-count').text()).toBe('1 Beitrag')
    const feed = readFileSync(path.join(dir, 'dist/client/blog/feed.xml'), 'utf8')
    expect(feed.match(/<entry>/g)).toHaveLength(7)
    expect(readFileSync(path.join(dir, 'dist/client/sitemap.xml'), 'utf8')).toContain('/blog/hygiene-in-der-arztpraxis</loc>')
  })

  it('stops the build when its id is taken, naming both files and the fix', () => {
    writeFileSync(path.join(dir, 'content/blog/doppelte-nummer.mdx'), article(3))
    const result = build()
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toMatch(
      /content\/blog\/(doppelte-nummer|streifenfreie-fenster-im-winter)\.mdx:\d+ — id — id 3 hat schon content\/blog\/\S+\.mdx — Vergeben Sie die höchste vorhandene id \+ 1, also 8\./,
    )
  })
})
