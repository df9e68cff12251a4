/** Small brand marks for the social links (lucide ships no brand icons). Decorative: labelled by their links. */
interface IconProps {
  className?: string;
}

export function YoutubeIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      className={className}
      fill="currentColor"
    >
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
    </svg>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      className={className}
      fill="currentColor"
    >
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export const socialIcons = {
  YouTube: YoutubeIcon,
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
} as const;

/**
 * The trust's logo, at 1×, 2× and 3× of the size shown (public/icons/mark-*.webp, made by
 * scripts/make-icons.mjs from the 224-pixel original, so never enlarged). The link around it
 * names the trust, so the image itself is decorative.
 */
export function LogoMark({ size = 40 }: { size?: 32 | 40 }) {
  const file = (n: number) => `/icons/mark-${n}.webp`;
  return (
    <img
      src={file(size)}
      srcSet={`${file(size * 2)} 2x, ${file(size * 3)} 3x`}
      width={size}
      height={size}
      alt=""
      className="brand-mark"
    />
  );
}
