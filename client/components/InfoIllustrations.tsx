/**
 * Original SVG artwork for the information pages (no photographs, nothing fetched from elsewhere).
 * Geometry is fixed: rotations use whole degrees, so server and client render identical markup.
 */

const NAVY = '#0B2545';
const NAVY_SOFT = '#13315C';
const OCHRE = '#E85E00';
const SAFFRON = '#F4A259';
const PAPER = '#FAFAF7';
const RIVER = '#A9CBE0';

/** Steps of the ghats along the river's western bank: [x, y]. */
const GHATS: [number, number][] = [
  [398, 60],
  [408, 84],
  [416, 108],
  [421, 132],
  [423, 156],
  [421, 180],
  [416, 204],
  [408, 228],
  [398, 252],
];

const PETAL = 'M120 30 C134 50 134 70 120 86 C106 70 106 50 120 30 Z';

/** A lotus monogram with the founder's initials, in place of a portrait (decorative). */
export function FounderMonogram({ size = 240 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 240 240"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="founder-monogram"
    >
      <circle cx="120" cy="120" r="118" fill={NAVY} />
      <circle cx="120" cy="120" r="108" fill="none" stroke={SAFFRON} strokeOpacity="0.5" />
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d={PETAL}
          fill={i % 2 === 0 ? OCHRE : SAFFRON}
          fillOpacity={i % 2 === 0 ? 0.9 : 0.7}
          transform={`rotate(${i * 30} 120 120)`}
        />
      ))}
      <circle cx="120" cy="120" r="52" fill={PAPER} />
      <circle cx="120" cy="120" r="46" fill="none" stroke={OCHRE} strokeWidth="1.5" />
      <text x="120" y="134" textAnchor="middle" fontSize="40" fontWeight="600" fill={NAVY}>
        AJ
      </text>
    </svg>
  );
}

/** A hand-drawn style map of the Ganga's crescent at Varanasi with a pin on the western bank. */
export function VaranasiMap() {
  return (
    <svg
      viewBox="0 0 560 320"
      width="560"
      height="320"
      role="img"
      aria-labelledby="varanasi-map-title"
      className="varanasi-map"
    >
      <title id="varanasi-map-title">
        Illustrated map: Varanasi on the western bank of the Ganga, Uttar Pradesh
      </title>
      <rect width="560" height="320" rx="16" fill="#F3EFE6" />
      <g stroke="#E2DCCF" strokeWidth="2" fill="none">
        <path d="M0 80 H300" />
        <path d="M0 200 H330" />
        <path d="M90 0 V320" />
        <path d="M200 0 V320" />
        <path d="M40 320 L260 40" />
      </g>
      <path
        d="M360 -10 C500 70 500 250 360 330"
        fill="none"
        stroke={RIVER}
        strokeWidth="46"
        strokeLinecap="round"
      />
      <path
        d="M360 -10 C500 70 500 250 360 330"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.5"
        strokeWidth="2"
        strokeDasharray="10 14"
      />
      <g fill={NAVY_SOFT} fillOpacity="0.55">
        {GHATS.map(([x, y]) => (
          <rect key={y} x={x} y={y} width="16" height="8" rx="2" />
        ))}
      </g>
      <g fill={OCHRE}>
        <path d="M330 118 l8 -22 l8 22 Z" />
        <path d="M318 176 l6 -16 l6 16 Z" />
      </g>
      <text x="470" y="300" fontSize="18" fontStyle="italic" fill={NAVY}>
        Ganga
      </text>
      <g transform="translate(40 50)">
        <circle r="18" fill="#FFFFFF" stroke={NAVY} strokeOpacity="0.3" />
        <path d="M0 -12 L5 4 L0 0 L-5 4 Z" fill={NAVY} />
        <text y="-22" textAnchor="middle" fontSize="14" fontWeight="700" fill={NAVY}>
          N
        </text>
      </g>
      <g transform="translate(250 150)">
        <ellipse cx="0" cy="34" rx="16" ry="5" fill={NAVY} fillOpacity="0.15" />
        <path d="M0 34 C-6 22 -22 6 -22 -8 A22 22 0 0 1 22 -8 C22 6 6 22 0 34 Z" fill="#B34700" />
        <circle cx="0" cy="-8" r="8" fill="#FFFFFF" />
      </g>
      <text x="250" y="216" textAnchor="middle" fontSize="24" fontWeight="700" fill={NAVY}>
        Varanasi
      </text>
      <text x="250" y="242" textAnchor="middle" fontSize="17" fill={NAVY}>
        Karaundi · Uttar Pradesh
      </text>
    </svg>
  );
}

export type TileMotif = 'study' | 'meditation' | 'community' | 'texts';

function MotifShapes({ motif }: { motif: TileMotif }) {
  switch (motif) {
    case 'study':
      return (
        <g fill="none" stroke={NAVY} strokeWidth="3" strokeLinejoin="round">
          <path d="M80 44 C66 36 48 34 34 38 V86 C48 82 66 84 80 92 Z" fill="#FFFFFF" />
          <path d="M80 44 C94 36 112 34 126 38 V86 C112 82 94 84 80 92 Z" fill="#FFFFFF" />
          <path
            d="M44 50 H70 M44 60 H70 M44 70 H66 M90 50 H116 M90 60 H116 M90 70 H112"
            strokeWidth="2"
            strokeOpacity="0.45"
          />
        </g>
      );
    case 'meditation':
      return (
        <g>
          <circle cx="80" cy="34" r="12" fill={SAFFRON} fillOpacity="0.8" />
          {[-60, -30, 0, 30, 60].map((angle) => (
            <path
              key={angle}
              d="M80 88 C70 72 70 58 80 46 C90 58 90 72 80 88 Z"
              fill={OCHRE}
              fillOpacity={angle === 0 ? 0.95 : 0.7}
              transform={`rotate(${angle} 80 88)`}
            />
          ))}
          <path
            d="M40 98 C60 92 100 92 120 98"
            stroke={NAVY}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'community':
      return (
        <g fill={NAVY}>
          {[48, 80, 112].map((x, i) => (
            <g key={x} fillOpacity={i === 1 ? 1 : 0.7}>
              <circle cx={x} cy={i === 1 ? 48 : 54} r="11" />
              <path
                d={`M${x - 19} ${i === 1 ? 92 : 96} C${x - 19} ${i === 1 ? 70 : 74} ${x + 19} ${i === 1 ? 70 : 74} ${x + 19} ${i === 1 ? 92 : 96} Z`}
              />
            </g>
          ))}
          <path d="M30 102 H130" stroke={OCHRE} strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'texts':
      return (
        <g stroke={NAVY} strokeWidth="2.5">
          {[48, 64, 80].map((y, i) => (
            <rect
              key={y}
              x={24 + i * 4}
              y={y}
              width="108"
              height="14"
              rx="7"
              fill={i === 0 ? '#FFFFFF' : '#FFF7EA'}
            />
          ))}
          <path d="M40 55 H50 M62 55 H98 M110 55 H118" strokeOpacity="0.45" strokeWidth="2" />
          <path d="M56 40 V100 M104 40 V100" stroke={OCHRE} strokeWidth="3" strokeLinecap="round" />
          <path
            d="M104 100 C108 110 116 112 124 106"
            stroke={OCHRE}
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
  }
}

/** A designed tile for the gallery's "What to Expect" grid (decorative; the caption names it). */
export function GalleryTileArt({ motif }: { motif: TileMotif }) {
  return (
    <svg
      viewBox="0 0 160 120"
      width="320"
      height="240"
      aria-hidden="true"
      focusable="false"
      className="gallery-tile-art"
    >
      <rect width="160" height="120" fill="#FDF1E7" />
      <circle cx="132" cy="18" r="40" fill={SAFFRON} fillOpacity="0.18" />
      <circle cx="18" cy="112" r="30" fill={NAVY} fillOpacity="0.06" />
      <MotifShapes motif={motif} />
    </svg>
  );
}
