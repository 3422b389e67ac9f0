import { menuSheetId } from '../../engine/render/anchor-ids.ts'
import { Icon } from '../icons/Icon.tsx'
import { LinkList, type MenuLink } from './LinkList.tsx'

export interface MobileMenuProps {
  labels: { menu: string; close: string; navigation: string; regions: string; quote: string; call: string }
  links: MenuLink[]
  regions: MenuLink[]
  quoteHref: string
  phone: { href: string; display: string }
}

const MENU_SHEET_ID = menuSheetId

/**
 * Side sheet for small screens, plain HTML so the first tap needs no script: the trigger opens a
 * modal <dialog> through invoker commands (`commandfor`/`command`), the browser keeps the page
 * behind it inert, Esc and a tap beside the sheet (`closedby="any"`) close it and focus returns to
 * the trigger. menu-sheet.ts adds what HTML cannot (aria-expanded, closing on a link, a fallback for
 * browsers without invoker commands).
 */
export function MobileMenu({ labels, links, regions, quoteHref, phone }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        {...{ commandfor: MENU_SHEET_ID, command: 'show-modal' }}
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls={MENU_SHEET_ID}
        data-menu-toggle=""
      >
        <Icon name="menu" size={22} />
        <span>{labels.menu}</span>
      </button>
      <dialog id={MENU_SHEET_ID} className="sheet" aria-label={labels.menu} {...{ closedby: 'any' }} data-menu-sheet="">
        <div className="sheet-inner">
          <div className="sheet-head">
            <p className="sheet-title">{labels.menu}</p>
            <button type="button" className="icon-button" {...{ commandfor: MENU_SHEET_ID, command: 'close' }}>
              <Icon name="close" size={22} />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          <div className="sheet-actions">
            <a className="btn btn-primary" href={quoteHref}>
              {labels.quote}
            </a>
            <a className="btn btn-outline" href={phone.href}>
              <Icon name="phone" />
              {labels.call}: {phone.display}
            </a>
          </div>
          <nav aria-label={labels.navigation}>
            <LinkList className="sheet-links" links={links} />
          </nav>
          <nav aria-label={labels.regions}>
            <p className="sheet-subtitle">{labels.regions}</p>
            <LinkList className="sheet-regions" links={regions} />
          </nav>
        </div>
      </dialog>
    </>
  )
}
