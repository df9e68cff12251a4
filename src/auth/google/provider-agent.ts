import { Agent as HttpAgent, type ClientRequestArgs } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';

/** How long a call to the provider (token, user info) may take before the sign-in fails. */
export const PROVIDER_TIMEOUT_MS = 10_000;

type Connect = (options: ClientRequestArgs, callback?: unknown) => Socket | null | undefined;

/**
 * An agent for passport-oauth2's HTTP client (`oauth`), which sets no timeout of its own: a
 * provider that stops answering ends the socket, the request fails and the sign-in answers
 * google_failed instead of hanging. Null when the URLs do not share one scheme (one agent serves
 * both calls).
 */
export function providerAgent(
  urls: string[],
  timeoutMs = PROVIDER_TIMEOUT_MS,
): HttpAgent | HttpsAgent | null {
  const schemes = new Set(urls.map((url) => new URL(url).protocol));
  if (schemes.size !== 1) return null;
  const agent = schemes.has('https:') ? new HttpsAgent() : new HttpAgent();
  const connect = (agent as unknown as { createConnection: Connect }).createConnection.bind(agent);
  (agent as unknown as { createConnection: Connect }).createConnection = (options, callback) => {
    const socket = connect(options, callback);
    socket?.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    return socket;
  };
  return agent;
}
