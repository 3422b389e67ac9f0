import type { MenuLink } from '../islands/MobileMenu'

/** A list of navigation links; marks the current page (aria-current) and shows badges like "Wir stellen ein". */
export function LinkList({ links, className, labelledBy, onNavigate }: { links: MenuLink[]; className?: string; labelledBy?: string; onNavigate?: () => void }) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.current ? 'page' : undefined} onClick={onNavigate}>
            {link.label}
            {link.badge && <span className="badge">{link.badge}</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}
