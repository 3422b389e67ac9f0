/** "+49 30 23125000" → "030 23125000" (national form, DIN 5008) for display. */
export function phoneDisplay(international: string): string {
  return international.replace(/^\+49 /, '0')
}

/** "+49 30 23125000" → "tel:+493023125000" */
export function telHref(international: string): string {
  return `tel:${international.replace(/\s+/g, '')}`
}

/** WhatsApp click-to-chat link with an optional prefilled message. */
export function whatsAppHref(international: string, message?: string): string {
  const number = international.replace(/\D/g, '')
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`
}

export function mailHref(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams()
  if (subject) params.set('subject', subject)
  if (body) params.set('body', body)
  // mail clients expect %20, not "+", for spaces
  const query = params.toString().replace(/\+/g, '%20')
  return query ? `mailto:${email}?${query}` : `mailto:${email}`
}
