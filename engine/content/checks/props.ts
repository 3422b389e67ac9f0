import type { ContentProblem } from '../../validation/problems.ts'
import { closestName } from '../../validation/validate-yaml.ts'
import { factPaths, lookupFact } from '../../site/fact-lookup.ts'
import { iconNames, isIconName } from '../icon-names.ts'
import type { PageFacts } from './page-facts.ts'

/**
 * <Fact name="…"> must name a single value in firma.yaml; <Cards icon/icons> and <Features icons> must name
 * existing icons.
 * `companyData` is firma.yaml as written (null without the file or on a syntax error: <Fact> names go unchecked).
 */
export function checkProps(page: PageFacts, companyData: unknown): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { component, name, value, line } of page.props) {
    if (component === 'Fact' && name === 'name' && companyData !== null) {
      if (lookupFact(companyData, value) === undefined) {
        const near = closestName(value, factPaths(companyData))
        problems.push({
          file: page.file,
          line,
          field: '<Fact> name',
          problem: `„${value}“ ist keine einzelne Angabe in firma.yaml`,
          fix: near
            ? `Meinten Sie „${near}“?`
            : 'Schreiben Sie den Feldnamen aus firma.yaml, bei Gruppen mit Punkt, z. B. adresse.strasse.',
        })
      }
    }
    if ((component === 'Cards' || component === 'Features') && (name === 'icon' || name === 'icons')) {
      for (const icon of value.split(',').map((part) => part.trim())) {
        if (!isIconName(icon)) {
          const near = closestName(icon, [...iconNames])
          problems.push({
            file: page.file,
            line,
            field: `<${component}> ${name}`,
            problem: `Icon „${icon}“ gibt es nicht`,
            fix: near ? `Meinten Sie „${near}“?` : `Erlaubt: ${iconNames.join(', ')}.`,
          })
        }
      }
    }
  }
  return problems
}
