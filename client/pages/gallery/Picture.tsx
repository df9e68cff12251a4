import { srcSetOf, type Photo } from './gallery-data';

interface PictureProps {
  photo: Photo;
  /** The sizes attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /**
   * Above the fold: load at once (the first also first of all); otherwise lazily and at low
   * priority, since the browser fetches lazy pictures near the screen at once, and they should not
   * share the connection with the first.
   */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
}

/**
 * A photograph as `<picture>`: AVIF, then WebP, then JPEG, each at every width made, with its
 * width and height set so the page keeps its place while it loads (no layout shift).
 */
export function Picture({ photo, sizes, priority = 'lazy', className }: PictureProps) {
  const srcSet = (format: 'avif' | 'webp' | 'jpeg') => srcSetOf(photo, format);
  const jpegs = photo.variants.filter((v) => v.format === 'jpeg');
  const fallback = jpegs.find((v) => v.width >= 640) ?? jpegs[jpegs.length - 1];
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={fallback?.url}
        srcSet={srcSet('jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority === 'lazy' ? 'lazy' : undefined}
        fetchPriority={priority === 'high' ? 'high' : priority === 'lazy' ? 'low' : undefined}
        decoding="async"
      />
    </picture>
  );
}
