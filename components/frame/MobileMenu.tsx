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
 * Side sheet for small screens, plain HTML so the first tap needs no script: a <dialog> shown as a
 * popover (`popovertarget`), so Esc and a tap beside the sheet close it, focus moves to its close
 * button (`autofocus`) and back to the trigger when it closes. Not a modal dialog: showModal() makes
 * the rest of the page inert, which restyles every element of the page and on a slow phone cost the
 * first tap about 100 ms (over the 200 ms budget). menu-sheet.ts adds what HTML cannot: aria-expanded
 * as an attribute, closing on a link, Tab kept inside the open sheet.
 */
export function MobileMenu({ labels, links, regions, quoteHref, phone }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        popoverTarget={MENU_SHEET_ID}
        aria-haspopup="dialog"
        aria-controls={MENU_SHEET_ID}
        data-menu-toggle=""
      >
        <Icon name="menu" size={22} />
        <span>{labels.menu}</span>
      </button>
      <dialog id={MENU_SHEET_ID} popover="auto" className="sheet" aria-label={labels.menu} data-menu-sheet="">
        <div className="sheet-inner">
          <div className="sheet-head">
            <p className="sheet-title">{labels.menu}</p>
            <button
              type="button"
              className="icon-button"
              popoverTarget={MENU_SHEET_ID}
              popoverTargetAction="hide"
              autoFocus
            >
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
