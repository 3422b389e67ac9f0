// Slurs the German dictionary contains as words. They stand in no compound the check builds and in no
// suggestion: a typo must never be "corrected" into an insult (tiefnegereingig once split into one).
const OFFENSIVE = /^(neger|nigger|zigeuner|kanake|kanaken|schlitzauge|schwuchtel|krüppel|mongo|spast|spasti)/

export function isOffensive(part: string): boolean {
  return OFFENSIVE.test(part.toLowerCase())
}
