import type { TechBadgesSettings } from '../src/business/badges';

// The decorative background of floating technology names, drawn without React: nothing in it
// responds to the visitor, so it needs no island (docs/decisions/0017-when-javascript-loads.md).

/** How many badges a viewport of this size shows: one per `areaPerBadge` px², clamped to [min, max]. */
export function badgeCount(width: number, height: number, { min, max, areaPerBadge }: Omit<TechBadgesSettings, 'names'>): number {
  return Math.min(max, Math.max(min, Math.round((width * height) / areaPerBadge)));
}

/** A spread of positions that looks random but is the same on every load (golden-ratio sequence). */
function place(badge: HTMLElement, index: number) {
  badge.style.left = `${((index * 0.618034 + 0.13) % 1) * 96}%`;
  badge.style.top = `${((index * 0.754878 + 0.41) % 1) * 96}%`;
  badge.style.animationDelay = `${-((index * 1.7) % 12)}s`;
  badge.style.animationDuration = `${14 + (index % 7) * 2}s`;
}

/** Fills the server's empty layer with as many badges as the viewport holds, again on resize. */
export function drawTechBadges(layer: HTMLElement) {
  const settings = JSON.parse(layer.dataset.badges ?? '{}') as TechBadgesSettings;
  let frame = 0;
  const draw = () => {
    const count = badgeCount(window.innerWidth, window.innerHeight, settings);
    if (layer.childElementCount === count) return;
    const badges = Array.from({ length: count }, (_, index) => {
      const badge = document.createElement('span');
      badge.className = 'tech-badge';
      place(badge, index);
      badge.textContent = settings.names[index % settings.names.length];
      return badge;
    });
    layer.replaceChildren(...badges);
    layer.dataset.count = String(count);
  };
  draw();
  window.addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(draw);
  });
}
