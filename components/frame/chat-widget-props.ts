import { chrome, company } from '../../engine/site/site-data.ts'
import { mailHref, telHref } from '../../engine/site/phone.ts'
import type { ChatWidgetProps } from '../islands/ChatWidget.tsx'

/** The chat panel's id: the round button and the phone action bar open it (popovertarget). One per page. */
export const CHAT_PANEL_ID = 'chat-fenster'

/** The chat panel's texts and numbers, from content/rahmen.yaml and content/firma.yaml. */
export function chatWidgetProps(): ChatWidgetProps {
  const chat = chrome.chat
  return {
    panelId: CHAT_PANEL_ID,
    labels: {
      close: chat.schliessen,
      title: chat.titel,
      intro: chat.einleitung,
      shortcutsTitle: chat.schnellanfrage_titel,
      messageLabel: chat.nachricht_label,
      placeholder: chat.nachricht_platzhalter,
      hint: chat.hinweis,
      send: chat.senden,
      contactTitle: chat.kontakt_titel,
      call: chat.anrufen,
      email: chat.email,
      consultation: chat.beratung,
      newTab: chat.neuer_tab,
    },
    whatsApp: company.whatsapp,
    shortcuts: chat.leistungen.map((service) => ({
      service,
      message: chat.begruessung.replace('{leistung}', service),
    })),
    phoneHref: telHref(company.telefon),
    mailHref: mailHref(company.email),
    consultationHref: chrome.angebot_seite,
  }
}
