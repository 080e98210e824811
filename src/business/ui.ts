/** Interface timings and limits (banner delay, toasts, wizard scroll), in one place. */
export const ui = {
  toast: { limit: 1, durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8' },
  cookieBannerDelayMs: 800,
  languageBlurCloseMs: 150,
  quoteScrollDelaysMs: [60, 80],
  techBadges: { min: 18, max: 140, areaPerBadge: 12_000 },
} as const;
