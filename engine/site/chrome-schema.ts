import { z } from 'zod'
import { text, textWith } from '../validation/text-fields.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'

const link = z.object({ label: text, href: z.string().regex(/^(\/|https:\/\/|#)/), badge: text.optional() }).strict()
/** a menu entry; `kopfzeile: true` also shows it directly in the header on wide screens */
const navigationLink = link.extend({ kopfzeile: z.boolean().optional() }).strict()

/** Schema of content/rahmen.yaml: texts of header, footer, chat widget and the not-found page. */
export const chromeSchema = z
  .object({
    sprunglink: text,
    kopf: z
      .object({
        startseite: text,
        menue: text,
        mehr: text,
        menue_schliessen: text,
        navigation_titel: text,
        regionen_titel: text,
        angebot: text,
        anrufen: text,
        kontaktleiste: text,
        zeiten: text,
        // after the phone hours (top bar, footer), so "Tag und Nacht" elsewhere does not contradict them
        notdienst: text,
      })
      .strict(),
    angebot_seite: z.string().startsWith('/'),
    knoepfe: z.object({ angebot: text, anfragen: text, formular: text, anrufen: text }).strict(),
    aktionsleiste: z.object({ titel: text, anrufen: text, whatsapp: text, angebot: text, email: text }).strict(),
    fehlerseiten: z.object({ nicht_gefunden: text, fehler: text }).strict(),
    // the box beside the questions of a <Faq> band on wide screens (components/trust/FaqHelp.tsx)
    faq_hilfe: z.object({ titel: text, text: textWith('{name}'), whatsapp: text }).strict(),
    navigation: z.array(navigationLink).min(3),
    rechtliches: z.array(link).min(1),
    fuss: z
      .object({
        beschreibung: text,
        kontakt_titel: text,
        zeiten_titel: text,
        regionen_titel: text,
        social_titel: text,
        rechtliches_titel: text,
        navigation_titel: text,
        whatsapp: text,
        powered_by: text,
        powered_by_link: z.url(),
      })
      .strict(),
    chat: z
      .object({
        bereich: text,
        knopf: text,
        oeffnen: text,
        schliessen: text,
        titel: text,
        einleitung: text,
        schnellanfrage_titel: text,
        leistungen: z.array(text).length(4),
        begruessung: textWith('{leistung}'),
        nachricht_label: text,
        nachricht_platzhalter: text,
        hinweis: text,
        senden: text,
        kontakt_titel: text,
        anrufen: text,
        email: text,
        beratung: text,
        neuer_tab: text,
      })
      .strict()
      // the button shows `knopf` and is read out as `oeffnen`: voice control finds it by the word it sees
      .refine((chat) => chat.oeffnen.toLowerCase().includes(chat.knopf.toLowerCase()), {
        path: ['oeffnen'],
        message: 'Die Beschriftung des Chat-Knopfs (knopf) fehlt in diesem Text',
      }),
    blog: z
      .object({
        name: text,
        feed_titel: text,
        feed_beschreibung: text,
        weiterlesen: text,
        weniger: text,
        lesezeit: textWith('{minuten}'),
        brotkrumen: text,
        startseite: text,
        anzahl: textWith('{anzahl}'),
        anzahl_eins: text,
        autor_standard: text,
      })
      .strict(),
  })
  .strict()

export type Chrome = z.output<typeof chromeSchema>

export const chromeHints: FieldHints = {
  navigation:
    'Jeder Eintrag braucht label (Text) und href (z. B. /leistungen); optional badge und ' +
    'kopfzeile: true (zeigt ihn auf breiten Bildschirmen direkt in der Kopfzeile).',
  rechtliches: 'Jeder Eintrag braucht label (Text) und href (z. B. /impressum).',
  'chat.oeffnen':
    'Nehmen Sie das Wort aus knopf in diesen Text auf, ' +
    'z. B. knopf: WhatsApp und oeffnen: "Chat öffnen – Hilfe per WhatsApp".',
  'chat.leistungen': 'Genau vier Leistungen als Liste, z. B. - Büroreinigung',
  'chat.begruessung': 'Der Text muss {leistung} enthalten; dort setzt der Chat die gewählte Leistung ein.',
  'blog.lesezeit': 'Der Text muss {minuten} enthalten, z. B. "{minuten} Min. Lesezeit".',
  'blog.anzahl': 'Der Text muss {anzahl} enthalten, z. B. "{anzahl} Beiträge".',
  knoepfe: 'Braucht angebot, anfragen, formular und anrufen: die erlaubten Beschriftungen der Anfrage-Schaltflächen.',
  aktionsleiste: 'Braucht titel, anrufen, whatsapp, angebot und email (je ein kurzer Text).',
  'faq_hilfe.text': 'Der Text muss {name} enthalten; dort steht der Name der Ansprechperson der Seite.',
  'fuss.whatsapp':
    'Beschriftung vor der WhatsApp-Nummer in der Fußzeile, z. B. WhatsApp (der Doppelpunkt folgt von selbst).',
  angebot_seite: 'Pfad der Angebotsseite mit Schrägstrich vorne, z. B. /angebot-erhalten.',
}
