import { z } from 'zod'
import type { FieldHints } from '../validation/validate-yaml.ts'

const text = z.string().trim().min(1)
const internationalPhone = z.string().regex(/^\+49 \d{2,5} \d{3,10}$/)
const image = z.string().regex(/^[a-z0-9-]+\.(jpe?g|png|webp)$/)
// "/" is the start page (a review may be picked for it), otherwise "/berlin", "/leistungen/bueroreinigung" …
const pagePath = z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/)

/** The drawn marks the seal row knows; each has its own shape (components/trust/seal-marks.tsx). */
export const sealKinds = ['Innung', 'Versicherung', 'Gütezeichen', 'Zertifikat'] as const

/** Schema of content/vertrauen.yaml: named contacts, membership and certificate marks, customer reviews. */
export const trustSchema = z
  .object({
    ansprechpersonen: z
      .array(
        z
          .object({
            name: z.string().trim().min(3).max(60),
            rolle: z.string().trim().min(3).max(60),
            telefon: internationalPhone,
            bild: image,
            bild_alt: z.string().trim().min(10),
            // the pages this person is the contact for (engine/site/contact-selection.ts), checked like a review's
            seiten: z.array(pagePath).min(1).optional(),
            platzhalter: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1)
      .max(6),
    siegel: z
      .object({
        titel: text,
        liste: z
          .array(
            z
              .object({
                zeichen: z.enum(sealKinds),
                titel: z.string().trim().min(2).max(40),
                text: z.string().trim().min(2).max(60),
                // drawn in the mark's centre, at most two lines of a few letters
                aufschrift: z.string().trim().min(1).max(12),
                platzhalter: z.boolean().optional(),
              })
              .strict(),
          )
          .min(1)
          .max(6),
      })
      .strict(),
    sterne_text: z.string().includes('{sterne}'),
    kundenstimmen_titel: text,
    kundenstimmen: z
      .array(
        z
          .object({
            text: z.string().trim().min(40).max(600),
            name: z
              .string()
              .trim()
              .regex(/^\p{Lu}\p{Ll}{2,}( \p{Lu}\.)?$/u),
            zusatz: z.string().trim().min(2).max(80).optional(),
            ort: z.string().trim().min(2).max(60),
            datum: z.iso.date(),
            quelle: z.string().trim().min(2).max(40),
            // where a visitor can read the review; Google reviews without one link to bewertung.link (firma.yaml)
            link: z.url({ protocol: /^https$/ }).optional(),
            sterne: z.number().int().min(1).max(5),
            // the service and region pages (or "/", the start page) the review fits (engine/site/review-selection.ts);
            // engine/content/checks/review-pages.ts checks that each exists
            seiten: z.array(pagePath).min(1).optional(),
            platzhalter: z.boolean().optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()

export type Trust = z.output<typeof trustSchema>
export type Contact = Trust['ansprechpersonen'][number]
export type Seal = Trust['siegel']['liste'][number]
export type Review = Trust['kundenstimmen'][number]

export const trustHints: FieldHints = {
  'ansprechpersonen.*.telefon':
    'Durchwahl international mit Leerzeichen, z. B. "+49 30 23125011" (in Anführungszeichen).',
  'ansprechpersonen.*.bild': 'Dateiname eines Bildes in content/bilder/, z. B. team-portraet-1.jpg',
  'ansprechpersonen.*.seiten':
    'Liste der Regions-, Leistungs- oder anderen Seiten, für die die Person zuständig ist, z. B. [/berlin], ' +
    'oder das Feld weglassen.',
  sterne_text: 'Ein Satz mit dem Platzhalter {sterne}, z. B. "{sterne} von 5 Sternen".',
  'siegel.liste.*.zeichen': `Eine dieser Formen: ${sealKinds.join(', ')}.`,
  'siegel.liste.*.aufschrift':
    'Kurze Aufschrift in der Mitte des Zeichens, höchstens 12 Zeichen, z. B. "ISO 9001", "RAL" oder "5 Mio. €".',
  kundenstimmen_titel: 'Name der Reihe für Vorleseprogramme, z. B. "Kundenstimmen".',
  'kundenstimmen.*.name': 'Ausgeschriebener Vorname, optional mit Initial, z. B. "Sandra K."',
  'kundenstimmen.*.datum': 'Datum der Bewertung als JJJJ-MM-TT, z. B. 2026-09-14.',
  'kundenstimmen.*.link': 'Adresse, unter der die Bewertung zu lesen ist, mit https://, oder das Feld weglassen.',
  'kundenstimmen.*.sterne': 'Ganze Zahl von 1 bis 5, wie in der Quelle.',
  'kundenstimmen.*.text': '40 bis 600 Zeichen, der Wortlaut der Bewertung.',
  'kundenstimmen.*.seiten':
    'Liste von Leistungs- und Regionsseiten mit Schrägstrich vorne, z. B. [/leistungen/bueroreinigung, /berlin], ' +
    'dazu / für die Startseite, ' +
    'oder das Feld weglassen.',
}
