import type { Company } from './company-schema.ts'
import { keepTogether } from './line-breaks.ts'

const days = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const
const schemaDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** "Mo–Fr" → [Mo, Di, Mi, Do, Fr]; "Sa, So" → [Sa, So] (format checked by the company schema). */
export function expandDays(spec: string): number[] {
  const range = spec.split(/[–-]/)
  if (range.length === 2) {
    const from = days.indexOf(range[0]!.trim() as (typeof days)[number])
    const to = days.indexOf(range[1]!.trim() as (typeof days)[number])
    return days.map((_, i) => i).filter((i) => i >= from && i <= to)
  }
  return spec.split(',').map((day) => days.indexOf(day.trim() as (typeof days)[number]))
}

/**
 * German display lines, e.g. "Mo–Fr 06:00–23:00 Uhr"; `short` writes full hours without minutes and
 * leading zero ("Mo–Fr 6–23 Uhr", "Sa 7:30–14 Uhr") for places with little room, such as the header's
 * contact bar. A line breaks, if it must, only between the days and the hours (line-breaks.ts).
 */
export function openingHoursLines(hours: Company['oeffnungszeiten'], { short = false } = {}): string[] {
  const time = (value: string) => (short ? value.replace(/^0(?=\d)/, '').replace(/:00$/, '') : value)
  return hours.map((row) => keepTogether(`${row.tage.replace('-', '–')} ${time(row.von)}–${time(row.bis)} Uhr`))
}

/** schema.org OpeningHoursSpecification list for structured data. */
export function openingHoursSpecification(hours: Company['oeffnungszeiten']) {
  return hours.map((row) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: expandDays(row.tage).map((i) => schemaDays[i]),
    opens: row.von,
    closes: row.bis,
  }))
}
