/** How the page scrolls for the visitor: at once when they asked for less motion (WCAG 2.3.3), else smoothly. */
export const scrollMotion = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
