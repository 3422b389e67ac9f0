import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react'
import { whatsAppHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { useHydrated } from './use-hydrated.ts'

export interface ChatWidgetProps {
  labels: {
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
  /** id of the panel: the round button and the phone action bar open it with popovertarget */
  panelId: string
  /** WhatsApp number as in content/firma.yaml ("+49 171 …") */
  whatsApp: string
  /** greeting with the service filled in, one per shortcut */
  shortcuts: { service: string; message: string }[]
  phoneHref: string
  mailHref: string
  consultationHref: string
}

/**
 * The help panel of the contact widget: WhatsApp shortcuts per service, a free-text message, call,
 * e-mail and consultation. It is an HTML popover, opened by buttons outside this island (the round
 * button, components/frame/Chat.tsx, and on phones the action bar) with popovertarget: the first tap
 * opens it before any script runs (and without JavaScript at all); Esc and a tap outside close it.
 * React loads once the panel has opened, so opening never waits for it. The message box is a GET form
 * to the WhatsApp link, which works as plain HTML too. React adds: the send button stays disabled
 * while the message is empty or blank, the draft is cleared after sending, every action closes the
 * panel, and where a hardware keyboard is likely (fine pointer that can hover) Enter sends and
 * Shift+Enter adds a line, as the hint says. On touch screens Enter adds a line, as in messengers,
 * the hint is hidden (CSS) and not announced, and the button sends.
 */
export default function ChatWidget(props: ChatWidgetProps) {
  const { labels, whatsApp, shortcuts, panelId } = props
  const hydrated = useHydrated()
  const keyboardSends = useSyncExternalStore(subscribeToPointer, keyboardLikely, () => false)
  const [draft, setDraft] = useState('')
  const panel = useRef<HTMLElement>(null)
  const message = useRef<HTMLTextAreaElement>(null)
  const id = useId()
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
    if (keyboardSends && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
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
          aria-describedby={keyboardSends ? `${id}hint` : undefined}
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
  )
}

/** Where the visitor most likely has a hardware keyboard: a mouse or touchpad (fine pointer that can hover). */
const KEYBOARD_LIKELY = '(hover: hover) and (pointer: fine)'
const keyboardLikely = () => matchMedia(KEYBOARD_LIKELY).matches
function subscribeToPointer(onChange: () => void): () => void {
  const query = matchMedia(KEYBOARD_LIKELY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
