import type { FormTexts } from './form-texts-schema.ts'

/**
 * The form's texts (content/formular.yaml, loaded through engine/site/data-files.ts) with the address it posts to:
 * `endpoint` (PUBLIC_FORM_ENDPOINT) points the form at a separate intake server, e.g. for a static host. The build
 * (site-data.ts) and the intake server both apply it here, so both send the form to the same place.
 */
export function withFormEndpoint(
  texts: FormTexts,
  endpoint: string | undefined = process.env.PUBLIC_FORM_ENDPOINT,
): FormTexts {
  return { ...texts, ziel: endpoint ?? texts.ziel }
}
