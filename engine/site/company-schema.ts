import { z } from 'zod'
import type { FieldHints } from '../validation/validate-yaml'

const internationalPhone = z.string().regex(/^\+49 \d{2,5} \d{3,10}$/)
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const dayRange = z.string().regex(/^(Mo|Di|Mi|Do|Fr|Sa|So)((–|-)(Mo|Di|Mi|Do|Fr|Sa|So)|(, ?(Mo|Di|Mi|Do|Fr|Sa|So))*)$/)

/** Schema of content/firma.yaml: every company fact the site shows. */
export const companySchema = z
  .object({
    name: z.string().min(3),
    kurzname: z.string().min(2),
    rechtsform: z.enum(['GmbH', 'UG (haftungsbeschränkt)']),
    beschreibung: z.string().min(30).max(300),
    website: z.url().refine((url) => !url.endsWith('/')),
    telefon: internationalPhone,
    whatsapp: internationalPhone,
    email: z.email(),
    email_karriere: z.email(),
    adresse: z
      .object({
        strasse: z.string().min(3),
        plz: z.string().regex(/^\d{5}$/),
        ort: z.string().min(2),
        bundesland: z.string().min(2),
        land: z.literal('DE'),
        breitengrad: z.number().min(47).max(56),
        laengengrad: z.number().min(5).max(16),
      })
      .strict(),
    oeffnungszeiten: z.array(z.object({ tage: dayRange, von: time, bis: time }).strict()).min(1),
    regionen: z
      .array(z.object({ name: z.string().min(2), seite: z.string().startsWith('/'), kopfleiste: z.boolean() }).strict())
      .min(1),
    bewertung: z.object({ wert: z.number().min(1).max(5), anzahl: z.number().int().min(1), link: z.url() }).strict(),
    // an entry without link is the WhatsApp chat: its link comes from `whatsapp` (one number, one place)
    social: z.array(z.object({ name: z.string().min(2), link: z.url().optional() }).strict()),
    register: z
      .object({
        geschaeftsfuehrung: z.string().min(3),
        registergericht: z.string().min(3),
        registernummer: z.string().min(3),
        ust_id: z.string().regex(/^DE\d{9}$/),
        finanzamt: z.string().min(3),
        inhaltlich_verantwortlich: z.string().min(3),
      })
      .strict(),
    preisspanne: z.string().regex(/^€{1,4}$/),
    zahlungsarten: z.array(z.string().min(2)).min(1),
    waehrung: z.literal('EUR'),
    datenschutz: z
      .object({
        // read by the privacy page (<Fact>) and by the intake server's daily deletion (server/intake/retention.ts)
        anfragen_aufbewahren_monate: z.number().int().min(1).max(120),
      })
      .strict(),
  })
  .strict()
  .refine((company) => company.telefon !== company.whatsapp, {
    path: ['whatsapp'],
    message: 'WhatsApp-Nummer ist gleich der Telefonnummer',
  })

export type Company = z.output<typeof companySchema>

export const companyHints: FieldHints = {
  telefon: 'Schreiben Sie die Nummer international mit Leerzeichen, z. B. "+49 30 23125480" (in Anführungszeichen).',
  whatsapp: 'Mobilnummer für WhatsApp international, z. B. "+49 171 3920042"; sie muss sich von der Telefonnummer unterscheiden.',
  email: 'Eine vollständige E-Mail-Adresse wie info@example.com.',
  email_karriere: 'Eine vollständige E-Mail-Adresse wie karriere@example.com.',
  website: 'Vollständige Adresse mit https:// und ohne Schrägstrich am Ende, z. B. https://www.example.com.',
  'adresse.plz': 'Fünfstellige Postleitzahl in Anführungszeichen, z. B. "10115".',
  'oeffnungszeiten.*.tage': 'Tage als Bereich wie "Mo–Fr" oder Aufzählung wie "Sa, So".',
  'oeffnungszeiten.*.von': 'Uhrzeit als "HH:MM" in Anführungszeichen, z. B. "06:00".',
  'oeffnungszeiten.*.bis': 'Uhrzeit als "HH:MM" in Anführungszeichen, z. B. "23:00".',
  'regionen.*.seite': 'Pfad der Regionsseite mit Schrägstrich vorne, z. B. /berlin.',
  'register.ust_id': 'USt-IdNr. als DE und neun Ziffern, z. B. DE123456789.',
  bewertung: 'wert (1 bis 5), anzahl (ganze Zahl) und link (https://…) angeben.',
  rechtsform: 'GmbH oder UG (haftungsbeschränkt).',
  'datenschutz.anfragen_aufbewahren_monate':
    'Ganze Zahl von Monaten zwischen 1 und 120 ohne Anführungszeichen, z. B. 24: so lange bewahrt die Datenbank des Anfrageformulars eine Anfrage auf.',
}
