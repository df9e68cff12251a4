import { ServerResponse } from 'node:http';

/**
 * Headers the layers before Express give every answer (its request id, the security headers, the
 * forms' cookie), kept as one list until the answer's own are known, as
 * docs/decisions/0212-headers-given-once.md explains: a cached page then writes them all with one
 * `writeHead`, instead of a dozen `setHeader` calls each lower-casing, validating and storing one
 * header in the response's table.
 *
 * Nothing is lost however the answer leaves: the request handed to Express has them set first
 * (settleGivenHeaders, called by runBeforeExpress), and any other answer sets them when its head is
 * written, through the response's own writeHead.
 */
const GIVEN = Symbol('headers given before Express');
/** The writeHead the response had before it was given a header (a wrapper's, or node's own). */
const PREVIOUS = Symbol('writeHead before the given headers');

type WriteHead = ServerResponse['writeHead'];
type Giving = ServerResponse & { [GIVEN]?: string[]; [PREVIOUS]?: WriteHead };

/** The response's writeHead once a header was given: the given headers are set first. */
function writeHeadSettling(this: Giving, ...args: Parameters<WriteHead>) {
  settleGivenHeaders(this);
  return (this[PREVIOUS] ?? ServerResponse.prototype.writeHead).apply(this, args);
}

/** Gives the answer a header, written with its own (several Set-Cookie headers may be given). */
export function giveHeader(res: ServerResponse, name: string, value: string): void {
  const giving = res as Giving;
  const given = giving[GIVEN];
  if (given) {
    given.push(name, value);
    return;
  }
  giving[GIVEN] = [name, value];
  if (giving.writeHead !== writeHeadSettling) {
    giving[PREVIOUS] = giving.writeHead;
    giving.writeHead = writeHeadSettling as WriteHead;
  }
}

/** Gives the answer every header of a list (name, value, name, value…). */
export function giveHeaders(res: ServerResponse, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) giveHeader(res, list[i], list[i + 1]);
}

/**
 * The headers given so far, as a list (name, value, …), which the caller now writes itself:
 * they are forgotten here. Written with `writeHead(status, list)`, they go out as they are only
 * while the response has no header set: node otherwise sets each pair, and the last of a
 * repeated name (two cookies) would win.
 */
export function takeGivenHeaders(res: ServerResponse): string[] {
  const giving = res as Giving;
  const given = giving[GIVEN] ?? [];
  giving[GIVEN] = undefined;
  return given;
}

/** The value of a given header not yet written or settled (the first, for a repeated one). */
export function givenHeader(res: ServerResponse, name: string): string | undefined {
  const given = (res as Giving)[GIVEN] ?? [];
  for (let i = 0; i < given.length; i += 2) {
    if (given[i].toLowerCase() === name.toLowerCase()) return given[i + 1];
  }
  return undefined;
}

/**
 * Sets the given headers on the response: a Set-Cookie beside those already set, any other header
 * only where the answer has not set its own (whatever sets a header after the layers wins, as
 * before). Express and every answer written header by header then read them as any other. Until
 * then a given header cannot be removed with removeHeader: code before Express that would remove
 * one settles them first.
 */
export function settleGivenHeaders(res: ServerResponse): void {
  const given = takeGivenHeaders(res);
  for (let i = 0; i < given.length; i += 2) {
    const name = given[i];
    if (name.toLowerCase() === 'set-cookie') res.appendHeader(name, given[i + 1]);
    else if (!res.hasHeader(name)) res.setHeader(name, given[i + 1]);
  }
}
