import type { BuiltSite } from './built-site.ts'
import { headerRules, MAX_HEADER_RULES } from './header-rules.ts'

/** `_headers` for Netlify and Cloudflare Pages. */
export function headersFile(site: BuiltSite): string {
  const { rules, groups } = headerRules(site)
  const intro = [
    '# Sicherheits-Header für Netlify und Cloudflare Pages, erzeugt von engine/build/deploy-rules.ts',
    '# beim Bauen (npm run build) – nicht von Hand ändern.',
    '# Passen mehrere Regeln auf einen Pfad, verbinden die Hosts gleichnamige Header mit Komma. Darum',
    '# steht die Content-Security-Policy nicht unter /*, sondern bei jedem Pfad einzeln, mit den',
    '# Hashes der JSON-LD-Blöcke genau dieser Seite (unter /x und /x/, so wie die Hosts die Seite ausliefern).',
    ...(groups.length > 0
      ? [
          `# Cloudflare Pages nimmt höchstens ${MAX_HEADER_RULES} Regeln an. ` +
            `Darum gilt für die Seiten unter ${groups.join(', ')}`,
          '# je Ordner eine Regel, deren Policy die Hashes aller Seiten dieses Ordners erlaubt.',
        ]
      : []),
    '# Für unbekannte Pfade (404-Antwort, /leistungen/*-Ersatzseite) vergeben die Hosts Header nach dem',
    '# angefragten Pfad – dort fehlt die CSP, außer unter einer Ordner-Regel; der Node-Server und nginx',
    '# setzen sie immer.',
  ].join('\n')
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `${[intro, ...blocks].join('\n\n')}\n`
}

/** Number of path rules in a `_headers` file (Cloudflare Pages accepts at most 100). */
export function countHeaderRules(headers: string): number {
  return headers.split('\n').filter((line) => line.startsWith('/')).length
}
