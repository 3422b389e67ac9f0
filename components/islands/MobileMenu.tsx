import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { TRIGGER_ATTRIBUTE } from '../../engine/islands/strategy'
import { LinkList } from '../frame/LinkList'
import { Icon } from '../icons/Icon'
import { useHydrated } from './use-hydrated'

export interface MenuLink {
  label: string
  href: string
  badge?: string
  current: boolean
}

export interface MobileMenuProps {
  labels: { menu: string; close: string; navigation: string; regions: string; quote: string; call: string }
  links: MenuLink[]
  regions: MenuLink[]
  quoteHref: string
  phone: { href: string; display: string }
  /** where the trigger leads without JavaScript: the footer's site navigation */
  fallbackHref: string
}

/**
 * Side sheet for small screens. Without JavaScript the trigger is a link to the footer navigation;
 * with it, a modal <dialog>: focus stays inside, Esc closes, focus returns to the trigger.
 */
export default function MobileMenu({ labels, links, regions, quoteHref, phone, fallbackHref }: MobileMenuProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)

  const show = (event: MouseEvent) => {
    event.preventDefault()
    dialog.current?.showModal()
    setOpen(true)
  }
  const close = () => dialog.current?.close()
  const onClosed = () => {
    setOpen(false)
    trigger.current?.focus()
  }
  // Tab from the last link wraps to the first (and back), so focus never leaves the open sheet
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
  // a click on the backdrop lands on the <dialog> element itself
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close()
  }

  return (
    <>
      <a
        ref={trigger}
        href={fallbackHref}
        className="menu-toggle"
        {...{ [TRIGGER_ATTRIBUTE]: '' }}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-expanded={hydrated ? open : undefined}
        onClick={show}
        onKeyDown={(event) => {
          if (event.key === ' ') show(event as unknown as MouseEvent)
        }}
      >
        <Icon name="menu" size={22} />
        <span>{labels.menu}</span>
      </a>
      <dialog ref={dialog} className="sheet" aria-label={labels.menu} onClose={onClosed} onClick={onDialogClick} onKeyDown={keepFocusInside}>
        <div className="sheet-inner">
          <div className="sheet-head">
            <p className="sheet-title">{labels.menu}</p>
            <button type="button" className="icon-button" onClick={close}>
              <Icon name="close" size={22} />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          <nav aria-label={labels.navigation}>
            <LinkList className="sheet-links" links={links} onNavigate={close} />
          </nav>
          <nav aria-label={labels.regions}>
            <p className="sheet-subtitle">{labels.regions}</p>
            <LinkList className="sheet-regions" links={regions} onNavigate={close} />
          </nav>
          <div className="sheet-actions">
            <a className="btn btn-primary" href={quoteHref} onClick={close}>
              {labels.quote}
            </a>
            <a className="btn btn-outline" href={phone.href} onClick={close}>
              <Icon name="phone" />
              {labels.call}: {phone.display}
            </a>
          </div>
        </div>
      </dialog>
    </>
  )
}
