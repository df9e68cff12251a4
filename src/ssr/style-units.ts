import { parse, type AtRule, type ChildNode, type Container } from 'postcss';

/**
 * The built stylesheet as a list of its rules, so that what a page did not inline can be named in
 * an address any replica of the same build can answer: the rest of a page's rules, loaded after
 * its first paint, holds no rule that matches the page, so its arrival restyles next to nothing
 * (docs/decisions/0191-the-rest-of-the-sheet.md).
 */

/**
 * One selector of a rule of the sheet, with the rule's declarations (or a face, or keyframes), and
 * the group rules it sits in. A rule of several selectors is as many units, each its own rule in
 * the rest: `h1,h2,h3,h4{…}` on a page with no `h4` leaves `h4{…}`, which reaches nothing there,
 * where the whole rule would have restyled every heading. Each selector keeps its own
 * specificity and place, so the cascade is the same in every browser that supports all of a
 * list's selectors (one it does not support drops the whole list, but only that selector once
 * split).
 */
interface StyleUnit {
  /** The enclosing group rules' headers, outermost first (`@media …`, `@supports …`). */
  groups: string[];
  /** The unit as a rule of its own. */
  text: string;
  /** How the same unit is recognised in a page's cut: groups, selector, declarations. */
  key: string;
  /** A face: every page inlines it. */
  always: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]+$/;

/** A rule's declarations as Beasties writes them again (comments dropped, values as they were). */
function body(node: Container): string {
  return (node.nodes ?? [])
    .filter((child) => child.type !== 'comment')
    .map((child) =>
      child.type === 'decl'
        ? `${child.prop}:${child.value}${child.important ? '!important' : ''}`
        : child.toString(),
    )
    .join(';');
}

/** Whether Beasties goes into a node to match the rules inside it (keyframes it keeps whole). */
function isGroup(node: ChildNode): node is AtRule & { nodes: ChildNode[] } {
  return (
    node.type === 'atrule' &&
    !/keyframes$/.test(node.name) &&
    (node.nodes ?? []).some((child) => child.type === 'rule' || child.type === 'atrule')
  );
}

/** The sheet's units in order; undefined for a sheet with nested style rules (not matched). */
function unitsOf(nodes: ChildNode[], groups: string[], into: StyleUnit[]): StyleUnit[] | undefined {
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (isGroup(node)) {
      if (!unitsOf(node.nodes, [...groups, `@${node.name} ${node.params}`], into)) return undefined;
      continue;
    }
    const context = groups.join('\n');
    if (node.type === 'rule') {
      if (node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) {
        return undefined;
      }
      const whole = node.toString();
      const block = whole.slice(
        whole.indexOf('{', whole.startsWith(node.selector) ? node.selector.length : 0),
      );
      const declarations = body(node);
      for (const selector of node.selectors) {
        into.push({
          groups,
          text: `${selector}${block}`,
          key: `${context}|${selector}{${declarations}`,
          always: false,
        });
      }
    } else if (node.type === 'atrule') {
      into.push({
        groups,
        text: node.toString(),
        key: `${context}|@${node.name} ${node.params}{${node.nodes ? body(node) : ''}`,
        always: node.name === 'font-face',
      });
    }
  }
  return into;
}

export class StyleUnits {
  /** Undefined for a sheet this cannot name rule by rule: every page then inlines it whole. */
  private readonly units: StyleUnit[] | undefined;
  private readonly bytes: number;

  constructor(sheet: string) {
    this.units = unitsOf(parse(sheet).nodes, [], []);
    this.bytes = Math.ceil((this.units?.length ?? 0) / 8);
  }

  /**
   * The token naming the units of the sheet a page's cut (its inlined rules, in the sheet's order)
   * leaves out. Undefined when a rule of the cut is not found in the sheet in order.
   */
  restOf(cut: string): string | undefined {
    const units = this.units;
    let found: StyleUnit[] | undefined;
    try {
      found = unitsOf(parse(cut).nodes, [], []);
    } catch {
      return undefined;
    }
    if (!units || !found) return undefined;
    const rest = units.map((unit) => !unit.always);
    let next = 0;
    for (const piece of found) {
      if (piece.always) continue;
      while (next < units.length && units[next].key !== piece.key) next += 1;
      if (next === units.length) return undefined;
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
    const units = this.units;
    if (!units || !TOKEN.test(token)) return undefined;
    const bits = Buffer.from(token, 'base64url');
    if (bits.length !== this.bytes || bits.toString('base64url') !== token) return undefined;
    // Bits past the last unit would make a second address for the same rules.
    if (bits[this.bytes - 1] >> (units.length - (this.bytes - 1) * 8)) return undefined;
    let css = '';
    let open: string[] = [];
    units.forEach((unit, index) => {
      if (!(bits[index >> 3] & (1 << (index & 7)))) return;
      let shared = 0;
      while (shared < open.length && open[shared] === unit.groups[shared]) shared += 1;
      css += '}'.repeat(open.length - shared);
      css += unit.groups
        .slice(shared)
        .map((group) => `${group}{`)
        .join('');
      open = unit.groups;
      css += unit.text;
    });
    return css + '}'.repeat(open.length);
  }
}
