export interface MenuLink {
  label: string
  href: string
  badge?: string
  current: boolean
  /** also shown directly in the header on wide screens */
  kopfzeile?: boolean
}

/** A list of navigation links; marks the current page (aria-current) and shows badges like "Wir stellen ein". */
export function LinkList({
  links,
  className,
  labelledBy,
}: {
  links: MenuLink[]
  className?: string
  labelledBy?: string
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
            {link.badge && <span className="badge">{link.badge}</span>}
          </a>
        </li>
      ))}
    </ul>
  )
}
