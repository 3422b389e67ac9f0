/**
 * When an island's JavaScript (React + the component) loads:
 * - interaction: on the first pointer, focus, touch or key event inside it (the default; the island's
 *   HTML must answer that first event itself, see client.ts)
 * - visible: when it scrolls near the viewport
 * - idle: when the browser is idle after load
 * - open: when a popover or <details> inside it first opens (its HTML opens it; React follows when
 *   the browser is idle again)
 */
export type HydrationStrategy = 'interaction' | 'visible' | 'idle' | 'open'

/** Fired on an island's element once React has hydrated it (pre-hydration scripts hand over then). */
export const HYDRATED_EVENT = 'island-hydrated'
