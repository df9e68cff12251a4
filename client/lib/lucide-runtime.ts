import { createElement, type SVGProps } from 'react';

/** An icon as lucide-react's icon modules describe it: its name and the SVG elements it draws. */
interface IconData {
  name: string;
  node: [string, Record<string, string>][];
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * Stands in for lucide-react's `createLucideIcon` in both builds (vite.config.mts aliases it): the
 * library's own is a general renderer (context defaults, absolute stroke widths, colour, class
 * merging, alias classes) of about a kilobyte brotli that sat in every page's first load, while
 * the site only ever passes a size, a class and aria-hidden. The SVG it draws is the library's:
 * same attributes, same `lucide lucide-{name}` classes, hidden from assistive technology unless
 * labelled (docs/decisions/0142-first-load-room.md).
 */
export default function createLucideIcon(icon: IconData) {
  function LucideIcon({ size = 24, className, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: `lucide lucide-${icon.name}${className ? ` ${className}` : ''}`,
        ...(Object.keys(props).some((name) => /^(aria-|role$|title$)/.test(name))
          ? {}
          : { 'aria-hidden': true }),
        ...props,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  }
  return LucideIcon;
}
