import { useEffect, useState } from 'react';

export type TechBadgesProps = { names: string[]; min: number; max: number; areaPerBadge: number };

/** How many badges a viewport of this size shows: one per `areaPerBadge` px², clamped to [min, max]. */
export function badgeCount(width: number, height: number, { min, max, areaPerBadge }: Omit<TechBadgesProps, 'names'>): number {
  return Math.min(max, Math.max(min, Math.round((width * height) / areaPerBadge)));
}

/** A spread of positions that looks random but is the same on every load (golden-ratio sequence). */
const position = (index: number) => ({
  left: `${((index * 0.618034 + 0.13) % 1) * 96}%`,
  top: `${((index * 0.754878 + 0.41) % 1) * 96}%`,
  animationDelay: `${-((index * 1.7) % 12)}s`,
  animationDuration: `${14 + (index % 7) * 2}s`,
});

/**
 * The decorative background of floating technology names. Rendered in the browser
 * only, because the count depends on the viewport; hidden from assistive technology; it stops
 * floating under prefers-reduced-motion (CSS).
 */
export default function TechBadges({ names, min, max, areaPerBadge }: TechBadgesProps) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCount(badgeCount(window.innerWidth, window.innerHeight, { min, max, areaPerBadge })));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [min, max, areaPerBadge]);
  return (
    <div className="tech-badges" aria-hidden="true" data-count={count}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="tech-badge" style={position(index)}>
          {names[index % names.length]}
        </span>
      ))}
    </div>
  );
}
