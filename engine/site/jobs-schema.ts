import { z } from 'zod'
import { rangeText } from '../validation/zod-bounds.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'

const text = z.string().trim().min(1)

/** Google's employmentType values for what the careers page shows as "Art". */
export const employmentTypes = {
  Vollzeit: ['FULL_TIME'],
  Teilzeit: ['PART_TIME'],
  'Vollzeit/Teilzeit': ['FULL_TIME', 'PART_TIME'],
  Minijob: ['PART_TIME'],
} as const

/** Schema of content/stellen.yaml: the open positions on /karriere. */
export const jobsSchema = z
  .object({
    link_text: text,
    weiterleitung: text,
    neuer_tab: text,
    stellen: z.array(
      z
        .object({
          titel: z.string().trim().min(5).max(100),
          art: z.enum(Object.keys(employmentTypes) as [keyof typeof employmentTypes]),
          ort: z.string().trim().min(2),
          plz: z.string().regex(/^\d{5}$/),
          bundesland: z.string().trim().min(2),
          beschreibung: z.string().trim().min(80).max(1500),
          join_url: z.url({ protocol: /^https$/ }),
          veroeffentlicht: z.iso.date(),
          gueltig_bis: z.iso.date(),
        })
        .strict()
        .refine((job) => job.gueltig_bis > job.veroeffentlicht, {
          path: ['gueltig_bis'],
          message: 'Das Ende der Bewerbungsfrist liegt vor der Veröffentlichung',
        }),
    ),
  })
  .strict()

export type Jobs = z.output<typeof jobsSchema>
export type Job = Jobs['stellen'][number]

const descriptionLength = rangeText(jobsSchema, 'stellen.*.beschreibung')

export const jobsHints: FieldHints = {
  'stellen.*.art': `Eine dieser Angaben: ${Object.keys(employmentTypes).join(', ')}.`,
  'stellen.*.plz': 'Fünfstellige Postleitzahl in Anführungszeichen, z. B. "14547".',
  'stellen.*.beschreibung': `${descriptionLength} Zeichen: Aufgaben, Team, Arbeitszeiten.`,
  'stellen.*.join_url': 'Vollständige Adresse der Anzeige, beginnend mit https://',
  'stellen.*.veroeffentlicht': 'Datum als JJJJ-MM-TT, z. B. 2026-11-02.',
  'stellen.*.gueltig_bis': 'Ende der Bewerbungsfrist als JJJJ-MM-TT, nach dem Veröffentlichungsdatum.',
}
