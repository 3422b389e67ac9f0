// The start of a calendar day as the office means it ("ab dem 1. November"), for the scripts' date options.

/** Midnight of a calendar day in Europe/Berlin, as the instant the office means by "ab dem 1. November". */
export function berlinMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utcMidnight = Date.UTC(year, month - 1, date)
  const check = new Date(utcMidnight)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null
  // Berlin switches summer time at 2–3 a.m., so the offset at UTC midnight is the offset at local midnight
  const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(check)
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(offsetName ?? '')
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0
  return new Date(utcMidnight - offsetMinutes * 60_000)
}
