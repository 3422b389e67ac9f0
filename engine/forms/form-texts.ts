import { validateYaml } from '../validation/validate-yaml.ts'
import { formTextsHints, formTextsSchema, type FormTexts } from './form-texts-schema.ts'

/** Where the form's texts, options and messages live (repository-relative). */
export const FORM_TEXTS_FILE = 'content/formular.yaml'

/**
 * The form's texts from the YAML source, validated (a mistake names file, line and field). The build
 * (site-data.ts) and the intake server both read them through here, so both apply the same rules.
 * `endpoint` (PUBLIC_FORM_ENDPOINT) points the form at a separate intake server, e.g. for a static host.
 */
export function formTextsFrom(
  source: string,
  endpoint: string | undefined = process.env.PUBLIC_FORM_ENDPOINT,
): FormTexts {
  const texts = validateYaml({ schema: formTextsSchema, source, file: FORM_TEXTS_FILE, hints: formTextsHints })
  return { ...texts, ziel: endpoint ?? texts.ziel }
}
