import { z } from 'zod'
import { limitsOf, rangeText } from '../validation/zod-bounds.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'

const internationalPhone = z.string().regex(/^\+49 \d{2,5} \d{3,10}$/)
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const day = '(Mo|Di|Mi|Do|Fr|Sa|So)'
const dayRange = z.string().regex(new RegExp(`^${day}((–|-)${day}|(, ?${day})*)$`))

// Key figures are shown exactly as written (<Fact>), so each kind keeps its German spelling.
const plusFigure = z.string().regex(/^\d{1,3}(\.\d{3})*\+$/)
const percentFigure = z.string().regex(/^\d{1,3} %$/)
const starsFigure = z.string().regex(/^[1-5],\d$/)
const countFigure = z.number().int().min(1)
const textFigure = z.string().min(1)

/**
 * kennzahlen: every figure a page advertises. Company-wide figures have plain names; a figure for one
 * region ends in the region (kunden_potsdam) and must fit inside the company-wide one (checked below).
 */
const keyFigures = z
  .object({
    kunden: plusFigure,
    auftraege: plusFigure,
    quadratmeter: plusFigure,
    mitarbeitende: countFigure,
    auszubildende: countFigure,
    regionen: countFigure,
    kundenzufriedenheit: percentFigure,
    kunden_berlin: plusFigure,
    auftraege_berlin: plusFigure,
    mitarbeitende_berlin: countFigure,
    notfall_anfahrt_berlin_minuten: countFigure,
    kunden_potsdam: plusFigure,
    sterne_potsdam: starsFigure,
    weiterempfehlung_potsdam: percentFigure,
    leistungen_gewerblich: countFigure,
    leistungen_privat: countFigure,
    erfahrung_jahre: countFigure,
    // how long the cleaners have been with the firm on average (Über uns): full years, at most erfahrung_jahre
    betriebszugehoerigkeit_jahre: countFigure,
    notdienst: textFigure,
    angebot_stunden: countFigure,
    antwort_stunden: countFigure,
    rueckruf_stunden: countFigure,
    rueckruf_stunden_faq: countFigure,
    nachbesserung_stunden: countFigure,
    vertrag_ab_monaten: countFigure,
    ersparnis_randzeiten: percentFigure,
    // the hours with the least demand, where that saving applies, as the pages say it: "9 und 15 Uhr"
    zeitfenster_guenstig: textFigure,
    zufriedenheitsgarantie: percentFigure,
  })
  .strict()

type KeyFigures = z.output<typeof keyFigures>

/** "1.200+" → 1200 */
const plusValue = (figure: string) => Number(figure.replace(/\D/g, ''))

/**
 * Figures that must agree with each other, so no page contradicts another: the regions' customers add
 * up to at most the company's, a region's jobs and staff fit inside the company's, the number of regions is the
 * list under `regionen`, and the years of experience fit the founding year.
 */
function figuresAgree(
  company: { kennzahlen: KeyFigures; regionen: unknown[]; gruendungsjahr: number },
  context: z.core.$RefinementCtx,
) {
  const figures = company.kennzahlen
  const problem = (field: keyof KeyFigures, message: string) =>
    context.addIssue({ code: 'custom', path: ['kennzahlen', field], message })
  const regional = (['kunden_berlin', 'kunden_potsdam'] as const).map((name) => plusValue(figures[name]))
  if (regional.reduce((sum, value) => sum + value, 0) > plusValue(figures.kunden))
    problem('kunden', `Die Regionen haben zusammen mehr Kunden (${regional.join(' + ')}) als die ganze Firma`)
  if (plusValue(figures.auftraege_berlin) > plusValue(figures.auftraege))
    problem('auftraege_berlin', 'Mehr Aufträge in Berlin als in der ganzen Firma (auftraege)')
  if (figures.mitarbeitende_berlin > figures.mitarbeitende)
    problem('mitarbeitende_berlin', 'Mehr Mitarbeitende in Berlin als in der ganzen Firma (mitarbeitende)')
  if (figures.regionen !== company.regionen.length)
    problem('regionen', `Die Liste regionen nennt ${company.regionen.length} Regionen, nicht ${figures.regionen}`)
  const years = new Date().getFullYear() - company.gruendungsjahr
  if (figures.erfahrung_jahre > years)
    problem('erfahrung_jahre', `Mehr Jahre Erfahrung als seit der Gründung ${company.gruendungsjahr} vergangen sind`)
  if (figures.betriebszugehoerigkeit_jahre > figures.erfahrung_jahre)
    problem('betriebszugehoerigkeit_jahre', 'Länger im Betrieb, als es die Firma gibt (erfahrung_jahre)')
}

/** Schema of content/firma.yaml: every company fact the site shows. */
export const companySchema = z
  .object({
    name: z.string().min(3),
    kurzname: z.string().min(2),
    rechtsform: z.enum(['GmbH', 'UG (haftungsbeschränkt)']),
    // every page that says since when the firm exists (or for how many years) reads it from here
    gruendungsjahr: z.number().int().min(1900).max(new Date().getFullYear()),
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
    // office hours for visits, as text: the pages that name them read them from here
    buerozeiten: z.string().trim().min(5).max(60),
    regionen: z
      .array(z.object({ name: z.string().min(2), seite: z.string().startsWith('/'), kopfleiste: z.boolean() }).strict())
      .min(1),
    bewertung: z.object({ wert: z.number().min(1).max(5), anzahl: z.number().int().min(1), link: z.url() }).strict(),
    kennzahlen: keyFigures,
    // the emergency service as one sentence (what for, how to reach it), so each page that promises it says
    // the same and it stays true next to the opening hours
    notdienst_erreichbarkeit: z.string().trim().min(40).max(300),
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
        // made-up names and numbers for the demo; npm run check:live lists them until the line is gone
        platzhalter: z.boolean().optional(),
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
  .superRefine(figuresAgree)

export type Company = z.output<typeof companySchema>

const retentionMonths = limitsOf(companySchema, 'datenschutz.anfragen_aufbewahren_monate')

const figureHints = keyFigureHints()

export const companyHints: FieldHints = {
  telefon: 'Schreiben Sie die Nummer international mit Leerzeichen, z. B. "+49 30 23125000" (in Anführungszeichen).',
  whatsapp:
    'Mobilnummer für WhatsApp international, z. B. "+49 171 3920000"; ' +
    'sie muss sich von der Telefonnummer unterscheiden.',
  email: 'Eine vollständige E-Mail-Adresse wie info@example.com.',
  email_karriere: 'Eine vollständige E-Mail-Adresse wie karriere@example.com.',
  website: 'Vollständige Adresse mit https:// und ohne Schrägstrich am Ende, z. B. https://www.example.com.',
  'adresse.plz': 'Fünfstellige Postleitzahl in Anführungszeichen, z. B. "10115".',
  'oeffnungszeiten.*.tage': 'Tage als Bereich wie "Mo–Fr" oder Aufzählung wie "Sa, So".',
  'oeffnungszeiten.*.von': 'Uhrzeit als "HH:MM" in Anführungszeichen, z. B. "06:00".',
  'oeffnungszeiten.*.bis': 'Uhrzeit als "HH:MM" in Anführungszeichen, z. B. "23:00".',
  'regionen.*.seite': 'Pfad der Regionsseite mit Schrägstrich vorne, z. B. /berlin.',
  'register.ust_id': 'USt-IdNr. als DE und neun Ziffern, z. B. DE123456789.',
  bewertung: `wert (${rangeText(companySchema, 'bewertung.wert')}), anzahl (ganze Zahl) und link (https://…) angeben.`,
  ...figureHints,
  rechtsform: 'GmbH oder UG (haftungsbeschränkt).',
  gruendungsjahr: 'Das Jahr der Gründung als Zahl ohne Anführungszeichen, z. B. 2020.',
  buerozeiten: 'Die Bürozeiten so, wie die Seite sie zeigen soll, z. B. "Mo–Fr 8–18 Uhr".',
  notdienst_erreichbarkeit:
    'Ein ganzer Satz mit 40 bis 300 Zeichen: wofür es den Notdienst gibt und wie man ihn erreicht, ' +
    'z. B. "In akuten Fällen erreichen Sie unseren Notdienst rund um die Uhr unter unserer Hauptnummer."',
  // figures that must agree with others (figuresAgree): the format, then what they must fit
  'kennzahlen.kunden': `${figureHints['kennzahlen.kunden']} Mindestens kunden_berlin und kunden_potsdam zusammen.`,
  'kennzahlen.auftraege_berlin': `${figureHints['kennzahlen.auftraege_berlin']} Höchstens so viele wie auftraege.`,
  'kennzahlen.mitarbeitende_berlin': `${figureHints['kennzahlen.mitarbeitende_berlin']} Nicht mehr als mitarbeitende.`,
  'kennzahlen.regionen': `${figureHints['kennzahlen.regionen']} Genau die Zahl der Einträge unter regionen.`,
  'kennzahlen.erfahrung_jahre': `${figureHints['kennzahlen.erfahrung_jahre']} Höchstens die Jahre seit gruendungsjahr.`,
  'kennzahlen.betriebszugehoerigkeit_jahre': `${figureHints['kennzahlen.erfahrung_jahre']} Höchstens erfahrung_jahre.`,
  'datenschutz.anfragen_aufbewahren_monate':
    `Ganze Zahl von Monaten zwischen ${retentionMonths.min} und ${retentionMonths.max} ` +
    'ohne Anführungszeichen, z. B. 24: ' +
    'so lange bewahrt die Datenbank des Anfrageformulars eine Anfrage auf.',
}

/** One hint per kennzahlen field, chosen by the kind of figure (so the list of names lives only in the schema). */
function keyFigureHints(): FieldHints {
  const byKind = new Map<z.ZodType, string>([
    [plusFigure, 'Zahl mit Pluszeichen in Anführungszeichen, Tausender mit Punkt, z. B. "200+" oder "50.000+".'],
    [percentFigure, 'Prozentzahl mit Leerzeichen vor % in Anführungszeichen, z. B. "98 %".'],
    [starsFigure, 'Sterne von 1 bis 5 mit Komma und einer Nachkommastelle in Anführungszeichen, z. B. "5,0".'],
    [
      countFigure,
      'Ganze Zahl ohne Anführungszeichen und ohne Einheit, z. B. 24 (Wörter wie „Stunden“ stehen im Seitentext).',
    ],
    [textFigure, 'Text in Anführungszeichen, genau wie er auf der Seite stehen soll, z. B. "24/7".'],
  ])
  return Object.fromEntries(
    Object.entries(keyFigures.shape).map(([name, schema]) => [`kennzahlen.${name}`, byKind.get(schema) ?? '']),
  )
}
