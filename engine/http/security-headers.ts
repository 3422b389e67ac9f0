import { cspFor } from './csp.ts'

/**
 * Security headers for every response (graded A+ by MDN HTTP Observatory). Pages are static and load
 * nothing from other hosts, so the policy allows only this origin. This is the base policy; HTML
 * responses get their own, listing the hashes of their inline JSON-LD blocks (engine/http/csp.ts).
 * The same headers go to static hosts via engine/build/deploy-rules.ts (_headers, nginx).
 */
export const contentSecurityPolicy = cspFor([])

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // no other site may embed our files (images, scripts) cross-origin; the intake's CORS answers are unaffected
  'Cross-Origin-Resource-Policy': 'same-origin',
}
