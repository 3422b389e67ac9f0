import { chrome } from '../../engine/site/site-data.ts'
import { Icon } from '../icons/Icon.tsx'
import { ChatWidgetIsland } from '../islands/wrappers.ts'
import { CHAT_PANEL_ID, chatWidgetProps } from './chat-widget-props.ts'

/**
 * The contact widget on every page: the help panel (an island, components/islands/ChatWidget.tsx)
 * and the round button that opens it. The button is plain HTML outside the island, so a tap opens
 * the panel (a popover) without loading anything. On phones with the action bar the bar opens the
 * panel and the round button is hidden (action-bar.css), so nothing floats over the page.
 */
export function Chat() {
  const chat = chrome.chat
  return (
    <aside className="chat" aria-label={chat.bereich}>
      <ChatWidgetIsland {...chatWidgetProps()} />
      {/* the browser reports the panel's state (aria-expanded) for a popovertarget button itself */}
      <button type="button" className="chat-button" popoverTarget={CHAT_PANEL_ID}>
        <Icon name="chat" size={26} className="chat-icon-closed" />
        {/* visible word for sighted visitors; the accessible name (below) contains it */}
        <span className="chat-button-label chat-icon-closed" aria-hidden="true">
          {chrome.aktionsleiste.whatsapp}
        </span>
        <Icon name="close" size={26} className="chat-icon-open" />
        <span className="sr-only chat-icon-closed">{chat.oeffnen}</span>
        <span className="sr-only chat-icon-open">{chat.schliessen}</span>
      </button>
    </aside>
  )
}
