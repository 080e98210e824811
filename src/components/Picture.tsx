import type { Picture as PictureFiles } from '../publishing/entry-schema';

/**
 * An image compiled by the content build: AVIF, then WebP, then the JPEG fallback, each at two
 * widths, sized so the page does not shift. `first` is the page's LCP: loaded at once, first.
 */
export function Picture({ image, alt, sizes, first, className }: { image: PictureFiles; alt: string; sizes: string; first?: boolean; className?: string }) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.jpg}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
