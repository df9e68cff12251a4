import { parse, type ChildNode, type Container } from 'postcss';

/**
 * The built stylesheet as a list of its rules, so that what a page did not inline can be named in
 * an address any replica of the same build can answer: the rest of a page's rules, loaded after
 * its first paint, holds no rule that matches the page, so its arrival restyles next to nothing
 * (docs/decisions/0191-the-rest-of-the-sheet.md).
 */

/**
 * One selector of a rule of the sheet, with the rule's declarations (or a face, or keyframes), and
 * the media query it sits in. A rule of several selectors is as many units, each its own rule in
 * the rest: `h1,h2,h3,h4{…}` on a page with no `h4` leaves `h4{…}`, which reaches nothing there,
 * where the whole rule would have restyled every heading. Each selector keeps its own specificity
 * and place, so the cascade is the same.
 */
interface StyleUnit {
  /** The enclosing `@media …` header, '' at the top level. */
  media: string;
  /** The unit as a rule of its own. */
  text: string;
  /** How the same unit is recognised in a page's cut: media query, selector, declarations. */
  key: string;
  /** A face: every page inlines it. */
  always: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]+$/;

function body(node: Container): string {
  return (node.nodes ?? [])
    .map((child) =>
      child.type === 'decl'
        ? `${child.prop}:${child.value}${child.important ? '!important' : ''}`
        : child.toString(),
    )
    .join(';');
}

function unitsOf(nodes: ChildNode[], media: string, into: StyleUnit[]): StyleUnit[] {
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'atrule' && node.name === 'media' && node.nodes) {
      unitsOf(node.nodes, `@media ${node.params}`, into);
      continue;
    }
    if (node.type === 'rule') {
      const whole = node.toString();
      const block = whole.slice(
        whole.indexOf('{', whole.startsWith(node.selector) ? node.selector.length : 0),
      );
      const declarations = body(node);
      for (const selector of node.selectors) {
        into.push({
          media,
          text: `${selector}${block}`,
          key: `${media}|${selector}{${declarations}`,
          always: false,
        });
      }
    } else if (node.type === 'atrule') {
      into.push({
        media,
        text: node.toString(),
        key: `${media}|@${node.name} ${node.params}{${node.nodes ? body(node) : ''}`,
        always: node.name === 'font-face',
      });
    }
  }
  return into;
}

export class StyleUnits {
  private readonly units: StyleUnit[];
  private readonly bytes: number;

  constructor(sheet: string) {
    this.units = unitsOf(parse(sheet).nodes, '', []);
    this.bytes = Math.ceil(this.units.length / 8);
  }

  /**
   * The token naming the units of the sheet a page's cut (its inlined rules, in the sheet's order)
   * leaves out. Undefined when a rule of the cut is not found in the sheet in order.
   */
  restOf(cut: string): string | undefined {
    let found: StyleUnit[];
    try {
      found = unitsOf(parse(cut).nodes, '', []);
    } catch {
      return undefined;
    }
    const rest = this.units.map((unit) => !unit.always);
    let next = 0;
    for (const piece of found) {
      if (piece.always) continue;
      while (next < this.units.length && this.units[next].key !== piece.key) next += 1;
      if (next === this.units.length) return undefined;
      rest[next] = false;
      next += 1;
    }
    const bits = Buffer.alloc(this.bytes);
    rest.forEach((left, index) => {
      if (left) bits[index >> 3] |= 1 << (index & 7);
    });
    return bits.toString('base64url');
  }

  /** The rules a token names, in the sheet's order; undefined for a token not of this sheet. */
  sheetOf(token: string): string | undefined {
    if (!TOKEN.test(token)) return undefined;
    const bits = Buffer.from(token, 'base64url');
    if (bits.length !== this.bytes || bits.toString('base64url') !== token) return undefined;
    // Bits past the last rule would make a second address for the same rules.
    if (bits[this.bytes - 1] >> (this.units.length - (this.bytes - 1) * 8)) return undefined;
    let css = '';
    let media = '';
    this.units.forEach((unit, index) => {
      if (!(bits[index >> 3] & (1 << (index & 7)))) return;
      if (unit.media !== media) {
        if (media) css += '}';
        if (unit.media) css += `${unit.media}{`;
        media = unit.media;
      }
      css += unit.text;
    });
    return media ? `${css}}` : css;
  }
}
