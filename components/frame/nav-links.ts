import { chrome, company } from '../../engine/site/site-data.ts'
import type { MenuLink } from './LinkList.tsx'

/** Is `href` the current page (or a section the current page belongs to, like /leistungen/…)? */
export function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/'
  return currentPath === href || currentPath.startsWith(`${href}/`)
}

export function navigationLinks(currentPath: string): MenuLink[] {
  return chrome.navigation.map((link) => ({ ...link, current: isCurrent(link.href, currentPath) }))
}

export function regionLinks(currentPath: string): MenuLink[] {
  return company.regionen.map((region) => ({
    label: region.name,
    href: region.seite,
    current: isCurrent(region.seite, currentPath),
  }))
}

export function legalLinks(currentPath: string): MenuLink[] {
  return chrome.rechtliches.map((link) => ({ ...link, current: isCurrent(link.href, currentPath) }))
}
