import { z } from 'zod'
import { text, textWith } from '../validation/text-fields.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'
import type { QuoteFieldKey } from './quote-request.ts'

const field = z
  .object({ label: text, hinweis: text.optional(), pflicht: text.optional(), ungueltig: text.optional() })
  .strict()
const choice = field.extend({ bitte_waehlen: text, optionen: z.array(text).min(2) }).strict()
// a required choice says what is missing; an optional one what is wrong with a value not offered
const requiredChoice = choice.extend({ pflicht: text }).strict()
const optionalChoice = choice.extend({ ungueltig: text }).strict()

/** Schema of content/formular.yaml: every text, option and message of the quote form. */
export const formTextsSchema = z
  .object({
    ziel: z.string().regex(/^(\/|https:\/\/)/),
    danke_seite: z.string().startsWith('/'),
    titel_mit_fehlern: textWith('{titel}'),
    einleitung: text,
    /** one line next to the submit button: free, non-binding, callback time within the phone hours
     * (both filled in from firma.yaml by callback-promise.ts) */
    beruhigung: textWith('{stunden}').refine((value) => value.includes('{telefonzeiten}')),
    pflicht_zeichen: text,
    pflicht_text: text,
    senden: text,
    senden_laeuft: text,
    zusammenfassung: textWith('{anzahl}'),
    zusammenfassung_eins: text,
    kein_text: text,
    zu_lang: textWith('{max}'),
    fehler_netz: text,
    fehler_zu_viele: text,
    fehler_server: text,
    falle_label: text,
    /** title of the group of optional fields (a <details open>, so it can be folded away) */
    weitere_angaben: text,
    /** one line under the button on what the data is used for; {link} becomes a link to the privacy policy
     * (a request for a quote needs no consent: Art. 6 (1) b DSGVO, steps before a contract) */
    datenschutz: z.object({ hinweis: textWith('{link}'), link_text: text, link: z.string().startsWith('/') }).strict(),
    felder: z
      .object({
        leistung: requiredChoice,
        plz: field.extend({ pflicht: text, ungueltig: text }),
        name: field.extend({ pflicht: text }),
        telefon: field.extend({ pflicht: text, ungueltig: text }),
        rueckruf: optionalChoice,
        email: field.extend({ ungueltig: text }),
        firma: field,
        strasse: field,
        ort: field,
        flaeche: optionalChoice,
        haeufigkeit: optionalChoice,
        beginn: field.extend({ ungueltig: text }),
        nachricht: field,
      })
      .strict(),
  })
  .strict()

export type FormTexts = z.output<typeof formTextsSchema>

// the texts have exactly the fields of engine/forms/quote-request.ts
type TextFields = keyof FormTexts['felder']
type Mismatch = Exclude<TextFields, QuoteFieldKey> | Exclude<QuoteFieldKey, TextFields>
const sameFields: [Mismatch] extends [never] ? true : Mismatch = true
void sameFields

export const formTextsHints: FieldHints = {
  ziel: 'Pfad wie /api/anfrage oder eine vollständige https://-Adresse des Anfrage-Servers.',
  zusammenfassung: 'Der Text muss {anzahl} enthalten, z. B. "Bitte prüfen Sie {anzahl} Angaben:".',
  beruhigung:
    'Der Text muss {stunden} und {telefonzeiten} enthalten, z. B. "Kostenlos und unverbindlich – zu unseren ' +
    'Telefonzeiten ({telefonzeiten}) rufen wir Sie innerhalb von {stunden} Stunden zurück."',
  zu_lang: 'Der Text muss {max} enthalten, z. B. "Bitte höchstens {max} Zeichen."',
  'datenschutz.hinweis': 'Der Text muss {link} enthalten; dort steht der Link zur Datenschutzerklärung.',
  'felder.*.optionen': 'Liste der Auswahlmöglichkeiten, je Zeile "- Eintrag", mindestens zwei.',
}
