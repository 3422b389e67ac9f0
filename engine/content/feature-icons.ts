import type { IconName } from './icon-names.ts'

/**
 * Which icon a point of a `<Features>` list gets, from its wording, so an editor writes only the text
 * and every point still shows a fitting, different icon. Word stems, lower case; the first icon whose
 * stem occurs in the point's bold title wins, then the same in its text. Add stems here (the only
 * place) when a new kind of point appears.
 */
export const featureIconStems: readonly (readonly [IconName, readonly string[]])[] = [
  ['phone', ['draht', 'durchwahl', 'erreichbar', 'telefon', 'anruf', 'rückruf']],
  ['key', ['schlüssel', 'transponder', 'zugang']],
  ['shield', ['versicher', 'haftpflicht', 'sicher', 'verschwieg', 'vertrauen', 'diskret']],
  ['users', ['team', 'personal', 'mitarbeit', 'reinigungskr', 'angestellt', 'ansprech', 'menschen']],
  ['check', ['verlässlich', 'qualität', 'kontroll', 'geprüft', 'protokoll', 'nachbesser', 'garantie', 'dokument']],
  ['euro', ['preis', 'kosten', 'rechnung', 'budget', 'zuschl', 'günstig', 'spar']],
  ['calendar', ['laufzeit', 'vertrag', 'termin', 'planbar', 'rhythmus', 'kündig']],
  ['clock', ['zeit', 'früh', 'abend', 'wochenend', 'pünktlich', 'schnell', 'stunden', 'notdienst']],
  ['leaf', ['umwelt', 'biolog', 'nachhaltig', 'öko', 'schonend']],
  ['droplet', ['hygien', 'desinfekt', 'wasser', 'keim']],
  ['pin', ['region', 'vor ort', 'anfahrt', 'nähe', 'bezirk', 'stadt']],
  ['building', ['objekt', 'gebäude', 'büro', 'praxis', 'praxen', 'haus', 'hotel', 'halle', 'laden', 'geschäft']],
  ['star', ['erfahr', 'zufrieden', 'bewert', 'empfehl', 'ausgezeichnet', 'referenz']],
  ['layers', ['aus einer hand', 'alles', 'komplett', 'paket', 'zusätzlich']],
  ['chat', ['beratung', 'persönlich', 'absprache', 'gespräch', 'wünsch']],
  ['sparkle', ['sauber', 'glanz', 'gründlich', 'streifenfrei']],
]

/** used in turn when no stem matches, so two points never share an icon */
const FALLBACK: readonly IconName[] = ['sparkle', 'check', 'star', 'layers']

function matching(text: string, taken: Set<IconName>): IconName | undefined {
  const lower = text.toLowerCase()
  return featureIconStems.find(([icon, stems]) => !taken.has(icon) && stems.some((stem) => lower.includes(stem)))?.[0]
}

/**
 * One icon per point, from its title first and its text second, never the same icon twice in a list
 * (until the fallbacks run out).
 */
export function featureIcons(points: readonly { title: string; text: string }[]): IconName[] {
  const taken = new Set<IconName>()
  return points.map(({ title, text }) => {
    const icon =
      matching(title, taken) ?? matching(text, taken) ?? FALLBACK.find((name) => !taken.has(name)) ?? 'check'
    taken.add(icon)
    return icon
  })
}
