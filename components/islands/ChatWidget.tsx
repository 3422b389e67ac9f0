import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { whatsAppHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { useHydrated } from './use-hydrated.ts'

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
  /** WhatsApp number as in content/firma.yaml ("+49 171 …") */
  whatsApp: string
  /** greeting with the service filled in, one per shortcut */
  shortcuts: { service: string; message: string }[]
  phoneHref: string
  mailHref: string
  consultationHref: string
}

/**
 * Floating contact button with a help panel: WhatsApp shortcuts per service, a free-text message,
 * call, e-mail and consultation. The panel is an HTML popover, so the first tap opens it before any
 * script runs (and without JavaScript at all); Esc and a tap outside close it. The message box is a
 * GET form to the WhatsApp link, which works as plain HTML too. React adds: the send button stays
 * disabled while the message is empty or blank, Enter sends (Shift+Enter adds a line), the draft is
 * cleared after sending, and every action closes the panel.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const { labels, whatsApp, shortcuts } = props
  const hydrated = useHydrated()
  const [draft, setDraft] = useState('')
  const panel = useRef<HTMLElement>(null)
  const message = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const panelId = `${id}panel`
  const canSend = draft.trim().length > 0

  // the visitor may have typed before React arrived: the text box is uncontrolled, its value is the truth
  useEffect(() => setDraft(message.current?.value ?? ''), [])

  const close = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover()
  }
  const send = () => {
    if (!canSend) return
    window.open(whatsAppHref(whatsApp, draft.trim()), '_blank', 'noopener,noreferrer')
    if (message.current) message.current.value = ''
    setDraft('')
    close()
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

  return (
    <aside className="chat" aria-label={labels.region}>
      <section ref={panel} id={panelId} popover="auto" className="chat-panel" aria-labelledby={`${id}title`}>
        <div className="chat-head">
          <h2 id={`${id}title`} className="chat-title">
            {labels.title}
          </h2>
          <button type="button" className="icon-button" popoverTarget={panelId} popoverTargetAction="hide">
            <Icon name="close" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <p className="chat-intro">{labels.intro}</p>
        <p className="chat-subtitle" id={`${id}shortcuts`}>
          {labels.shortcutsTitle}
        </p>
        <ul className="chat-shortcuts" aria-labelledby={`${id}shortcuts`}>
          {shortcuts.map(({ service, message: greeting }) => (
            <li key={service}>
              <a href={whatsAppHref(whatsApp, greeting)} target="_blank" rel="noopener noreferrer" onClick={close}>
                {service}
                <span className="sr-only"> {labels.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
        <form
          className="chat-form"
          action={whatsAppHref(whatsApp)}
          method="get"
          target="_blank"
          onSubmit={onSubmit}
          rel="noopener"
        >
          <label htmlFor={`${id}message`}>{labels.messageLabel}</label>
          <textarea
            ref={message}
            id={`${id}message`}
            name="text"
            rows={2}
            required
            defaultValue=""
            placeholder={labels.placeholder}
            aria-describedby={`${id}hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onMessageKey}
          />
          <p id={`${id}hint`} className="chat-hint">
            {labels.hint}
          </p>
          {/* enabled in the HTML: without React, `required` is what stops an empty message */}
          <button type="submit" className="btn btn-primary" disabled={hydrated && !canSend}>
            <Icon name="send" />
            {labels.send}
            <span className="sr-only"> {labels.newTab}</span>
          </button>
        </form>
        <p className="chat-subtitle">{labels.contactTitle}</p>
        <ul className="chat-actions">
          {(
            [
              [props.phoneHref, 'phone', labels.call],
              [props.mailHref, 'mail', labels.email],
              [props.consultationHref, 'arrow', labels.consultation],
            ] as const
          ).map(([href, icon, label]) => (
            <li key={href}>
              <a href={href} onClick={close}>
                <Icon name={icon} />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {/* the browser reports the panel's state (aria-expanded) for a popovertarget button itself */}
      <button type="button" className="chat-button" popoverTarget={panelId}>
        <Icon name="chat" size={26} className="chat-icon-closed" />
        <Icon name="close" size={26} className="chat-icon-open" />
        <span className="sr-only chat-icon-closed">{labels.open}</span>
        <span className="sr-only chat-icon-open">{labels.close}</span>
      </button>
    </aside>
  )
}
