import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react'
import { TRIGGER_ATTRIBUTE } from '../../engine/islands/strategy'
import { Icon } from '../icons/Icon'
import { useHydrated } from './use-hydrated'

export interface ChatWidgetProps {
  labels: {
    /** name of the landmark around the widget */
    region: string
    open: string
    close: string
    title: string
    intro: string
    shortcutsTitle: string
    messageLabel: string
    placeholder: string
    hint: string
    send: string
    contactTitle: string
    call: string
    email: string
    consultation: string
    newTab: string
  }
  /** WhatsApp number, digits only (for wa.me links) */
  whatsApp: string
  /** greeting with the service filled in, one per shortcut */
  shortcuts: { service: string; message: string }[]
  phoneHref: string
  mailHref: string
  consultationHref: string
}

export function whatsAppUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`
}

/**
 * Floating contact button with a help panel: WhatsApp shortcuts per service, a free-text message
 * (Enter sends, Shift+Enter adds a line), call, e-mail and consultation. Without JavaScript the
 * button is a plain WhatsApp link.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const { labels, whatsApp, shortcuts } = props
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState('')
  const button = useRef<HTMLAnchorElement>(null)
  const panel = useRef<HTMLElement>(null)
  const id = useId()
  const canSend = draft.trim().length > 0

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) button.current?.focus()
  }
  const toggle = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault()
    setOpen((wasOpen) => !wasOpen)
  }

  useEffect(() => {
    if (!open) return
    panel.current?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const send = () => {
    if (!canSend) return
    window.open(whatsAppUrl(whatsApp, draft.trim()), '_blank', 'noopener,noreferrer')
    setDraft('')
    close(true)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }
  const onMessageKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }
  const closeAfterAction = () => close(false)

  return (
    <aside className="chat" aria-label={labels.region}>
      {open && (
        <section ref={panel} id={`${id}panel`} className="chat-panel" role="dialog" aria-labelledby={`${id}title`} tabIndex={-1}>
          <div className="chat-head">
            <h2 id={`${id}title`} className="chat-title">
              {labels.title}
            </h2>
            <button type="button" className="icon-button" onClick={() => close(true)}>
              <Icon name="close" />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          <p className="chat-intro">{labels.intro}</p>
          <p className="chat-subtitle" id={`${id}shortcuts`}>
            {labels.shortcutsTitle}
          </p>
          <ul className="chat-shortcuts" aria-labelledby={`${id}shortcuts`}>
            {shortcuts.map(({ service, message }) => (
              <li key={service}>
                <a href={whatsAppUrl(whatsApp, message)} target="_blank" rel="noopener noreferrer" onClick={closeAfterAction}>
                  {service}
                  <span className="sr-only"> {labels.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <form className="chat-form" onSubmit={onSubmit}>
            <label htmlFor={`${id}message`}>{labels.messageLabel}</label>
            <textarea
              id={`${id}message`}
              rows={2}
              value={draft}
              placeholder={labels.placeholder}
              aria-describedby={`${id}hint`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onMessageKey}
            />
            <p id={`${id}hint`} className="chat-hint">
              {labels.hint}
            </p>
            <button type="submit" className="btn btn-primary" disabled={!canSend}>
              <Icon name="send" />
              {labels.send}
              <span className="sr-only"> {labels.newTab}</span>
            </button>
          </form>
          <p className="chat-subtitle">{labels.contactTitle}</p>
          <ul className="chat-actions">
            <li>
              <a href={props.phoneHref} onClick={closeAfterAction}>
                <Icon name="phone" />
                {labels.call}
              </a>
            </li>
            <li>
              <a href={props.mailHref} onClick={closeAfterAction}>
                <Icon name="mail" />
                {labels.email}
              </a>
            </li>
            <li>
              <a href={props.consultationHref} onClick={closeAfterAction}>
                <Icon name="arrow" />
                {labels.consultation}
              </a>
            </li>
          </ul>
        </section>
      )}
      <a
        ref={button}
        className="chat-button"
        href={`https://wa.me/${whatsApp}`}
        target={hydrated ? undefined : '_blank'}
        rel="noopener noreferrer"
        {...{ [TRIGGER_ATTRIBUTE]: '' }}
        role={hydrated ? 'button' : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={open ? `${id}panel` : undefined}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === ' ') toggle(event)
        }}
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
        <span className="sr-only">{open ? labels.close : `${labels.open}${hydrated ? '' : ` ${labels.newTab}`}`}</span>
      </a>
    </aside>
  )
}
