// Apart from the social marks (BrandIcons.tsx): the header draws it on every page, so it is in the
// entry chunk, and the social marks need not be (docs/decisions/0142-first-load-room.md).

/** The trust's mark: a lotus rising over still water, in the brand colours. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <circle cx="32" cy="32" r="32" fill="#0B2545" />
      <path d="M32 14c5 6 7 12 0 24-7-12-5-18 0-24Z" fill="#E85E00" />
      <path
        d="M18 24c7 2 11 7 13 15-8-1-13-6-13-15Zm28 0c-7 2-11 7-13 15 8-1 13-6 13-15Z"
        fill="#F4A259"
      />
      <path
        d="M14 42c6 3 12 4 18 4s12-1 18-4"
        stroke="#FAFAF7"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M20 48c4 1.5 8 2 12 2s8-.5 12-2"
        stroke="#FAFAF7"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        opacity=".6"
      />
    </svg>
  );
}
