import { z } from 'zod'
import type { FieldHints } from '../validation/validate-yaml'

const text = z.string().trim().min(1)
const field = z.object({ label: text, hinweis: text.optional(), pflicht: text.optional(), ungueltig: text.optional() }).strict()
const choice = field.extend({ bitte_waehlen: text, pflicht: text, optionen: z.array(text).min(2) }).strict()

/** Schema of content/formular.yaml: every text, option and message of the quote form. */
export const formTextsSchema = z
  .object({
    ziel: z.string().regex(/^(\/|https:\/\/)/),
    danke_seite: z.string().startsWith('/'),
    titel_mit_fehlern: text.refine((value) => value.includes('{titel}')),
    einleitung: text,
    pflicht_zeichen: text,
    pflicht_text: text,
    senden: text,
    senden_laeuft: text,
    zusammenfassung: text.refine((value) => value.includes('{anzahl}')),
    zusammenfassung_eins: text,
    kein_text: text,
    zu_lang: text.refine((value) => value.includes('{max}')),
    fehler_netz: text,
    fehler_zu_viele: text,
    fehler_server: text,
    falle_label: text,
    gruppen: z.object({ kontakt: text, objekt: text, wunsch: text }).strict(),
    felder: z
      .object({
        vorname: field.extend({ pflicht: text }),
        nachname: field.extend({ pflicht: text }),
        email: field.extend({ pflicht: text, ungueltig: text }),
        telefon: field.extend({ pflicht: text, ungueltig: text }),
        firma: field,
        strasse: field,
        plz: field.extend({ pflicht: text, ungueltig: text }),
        ort: field.extend({ pflicht: text }),
        leistung: choice,
        flaeche: choice,
        haeufigkeit: choice,
        beginn: field.extend({ ungueltig: text }),
        nachricht: field,
        datenschutz: field.extend({ pflicht: text, link_text: text, link: z.string().startsWith('/'), label: text.refine((value) => value.includes('{link}')) }),
      })
      .strict(),
  })
  .strict()

export type FormTexts = z.output<typeof formTextsSchema>

export const formTextsHints: FieldHints = {
  ziel: 'Pfad wie /api/anfrage oder eine vollständige https://-Adresse des Anfrage-Servers.',
  zusammenfassung: 'Der Text muss {anzahl} enthalten, z. B. "Bitte prüfen Sie {anzahl} Angaben:".',
  zu_lang: 'Der Text muss {max} enthalten, z. B. "Bitte höchstens {max} Zeichen."',
  'felder.datenschutz.label': 'Der Text muss {link} enthalten; dort steht der Link zur Datenschutzerklärung.',
  'felder.*.optionen': 'Liste der Auswahlmöglichkeiten, je Zeile "- Eintrag", mindestens zwei.',
}
