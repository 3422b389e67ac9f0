import { fallbackRules } from '../../content/routes.ts'
import { NOT_FOUND_PATH } from '../output-paths.ts'
import type { BuiltSite } from './built-site.ts'

/** `_redirects` for Netlify (and, as far as it goes, Cloudflare Pages). */
export function redirectsFile(site: BuiltSite): string {
  const lines = [
    '# Weiterleitungen für Netlify und Cloudflare Pages, erzeugt von engine/build/deploy-rules.ts – ' +
      'nicht von Hand ändern.',
    '# Schrägstrich am Ende: beide Hosts leiten /x und /x/ selbst aufeinander um; ' +
      'eine eigene Regel ergäbe eine Schleife.',
  ]
  for (const rule of fallbackRules) {
    const slug = `${rule.prefix}:slug`
    const realPages = [...site.pages].filter((url) => isFallbackCandidate(rule.prefix, url)).sort()
    lines.push(
      `# Unbekannte ${rule.prefix}…-Pfade zeigen ${rule.target} (wie der Node-Server). ` +
        'Die echten Seiten stehen davor:',
      '# Netlify liefert vorhandene Dateien ohnehin zuerst aus, Cloudflare Pages wendet Regeln auch auf vorhandene an.',
      ...realPages.map((url) => `${url} ${url}/ 200`),
      `${slug} ${rule.target}/ 200`,
    )
  }
  lines.push(
    '# Alles Übrige, das es nicht gibt: die 404-Seite mit Status 404 (Cloudflare Pages macht das von selbst).',
    `/* ${NOT_FOUND_PATH} 404`,
  )
  return `${lines.join('\n')}\n`
}

function isFallbackCandidate(prefix: string, url: string): boolean {
  return url.startsWith(prefix) && /^[a-z0-9-]+$/.test(url.slice(prefix.length))
}
