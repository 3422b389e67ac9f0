import { servicesBySlug } from '../content/services.ts'
import { urlForContentFile } from '../content/routes.ts'

/**
 * Server-only: the service pages each choice of the form's „Gewünschte Leistung“ stands for, so a visitor
 * who comes to the form from a service page finds that service chosen (Praxisreinigung →
 * ['/leistungen/praxisreinigung']). A page matches by its `leistung.name`, else by its `leistung.art`
 * (Fenster- und Glasreinigung → Fensterreinigung); a page whose service is not among the choices is left out.
 */
export function servicePagesByChoice(choices: readonly string[]): Record<string, string[]> {
  const pages: Record<string, string[]> = {}
  for (const [slug, service] of servicesBySlug) {
    const choice = [service.name, service.art].find((name) => name !== undefined && choices.includes(name))
    const path = urlForContentFile(`content/leistungen/${slug}.mdx`)
    if (choice && path) (pages[choice] ??= []).push(path)
  }
  return pages
}
