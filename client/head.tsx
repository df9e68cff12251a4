import { site } from './content/site';

/** The head tags of one page, as its route describes them. */
export interface PageHead {
  title: string;
  description: string;
  keywords?: string;
  /** Share image path or URL; defaults to /images/hero-bg.jpg. */
  image?: string;
  /** og:type; defaults to website. */
  type?: 'website' | 'article';
  /** Pages carrying tokens or private data are not indexed. */
  noindex?: boolean;
  /** Structured data for this page (JSON-LD objects). */
  jsonLd?: object[];
  /**
   * The image that is the page's largest paint (the gallery's first photograph): preloaded from
   * the head, so its fetch starts with the HTML rather than after the stylesheet and layout.
   */
  preloadImage?: { srcSet: string; sizes: string; type: string };
}

/** Appends the brand unless the title already names it. */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Cuts a description to at most 160 characters, at a word boundary, with an ellipsis. */
export function cutDescription(description: string, max = 160): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function absoluteUrl(appUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${appUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Renders a page's title, meta and canonical tags; React places them in <head>. */
export function HeadTags({
  head,
  appUrl,
  pathname,
}: {
  head: PageHead;
  appUrl: string;
  pathname: string;
}) {
  const title = fullTitle(head.title);
  const description = cutDescription(head.description);
  const url = absoluteUrl(appUrl, pathname);
  const image = absoluteUrl(appUrl, head.image ?? site.defaultImage);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={head.keywords ?? site.defaultKeywords} />
      <meta name="author" content={site.name} />
      <meta name="robots" content={head.noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={url} />
      {head.preloadImage ? (
        <link
          rel="preload"
          as="image"
          type={head.preloadImage.type}
          imageSrcSet={head.preloadImage.srcSet}
          imageSizes={head.preloadImage.sizes}
          fetchPriority="high"
        />
      ) : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={head.type ?? 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}

/** Serialises JSON-LD for a <script> element, safe inside HTML. */
export function jsonLdScript(data: object[], nonce: string): string {
  return data
    .map(
      (item) =>
        `<script type="application/ld+json" nonce="${nonce}">${JSON.stringify(item).replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}
