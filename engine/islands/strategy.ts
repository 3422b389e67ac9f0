/**
 * When an island's JavaScript (React + the component) loads:
 * - interaction: on the first pointer, focus, touch or key event inside it (the default; the island's
 *   HTML must answer that first event itself, see client.ts)
 * - visible: when it scrolls near the viewport
 * - idle: when the browser is idle after load
 */
export type HydrationStrategy = 'interaction' | 'visible' | 'idle'

/** Fired on an island's element once React has hydrated it (pre-hydration scripts hand over then). */
export const HYDRATED_EVENT = 'island-hydrated'
