import { createContext, useContext } from 'react'

/** The URL of the page being rendered, for components that need it (e.g. the form's return page). */
export const CurrentPageContext = createContext('/')

export function useCurrentPage(): string {
  return useContext(CurrentPageContext)
}
