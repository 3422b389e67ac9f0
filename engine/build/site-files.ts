import { readdirSync } from 'node:fs'
import path from 'node:path'

/** URLs of the pre-rendered pages in the build output (dist/client/**\/index.html). */
export function listPageUrls(root: string): Set<string> {
  const urls = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path.join(dir, entry.name))
      } else if (entry.name === 'index.html') {
        const relative = path.relative(root, dir).split(path.sep).join('/')
        urls.add(`/${relative}`)
      }
    }
  }
  walk(root)
  return urls
}

/** dist/client/leistungen/bueroreinigung/index.html for /leistungen/bueroreinigung */
export function htmlFileFor(root: string, url: string): string {
  return path.join(root, url, 'index.html')
}
