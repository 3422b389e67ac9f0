import { createContext, useContext } from 'react'

/**
 * The service pages each choice of the quote form's service list stands for (engine/forms/service-choice.ts),
 * provided by the page (pages/Document.tsx): the form marks them on its choices, so a visitor coming from a
 * service page finds that service chosen. A context, because the list is read from the service pages' MDX,
 * which the form's own module must not load.
 */
export const ServicePagesContext = createContext<Partial<Record<string, string[]>>>({})

export function useServicePages(): Partial<Record<string, string[]>> {
  return useContext(ServicePagesContext)
}
