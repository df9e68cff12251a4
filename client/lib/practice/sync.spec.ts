import { keptSentence, worthRetrying, type SyncResult } from './sync';

const sent = (held = 0, refused: string[] = []): SyncResult => ({
  kind: 'sent',
  stored: 1,
  refused,
  held,
});

describe('what a send of the queued sessions tells the member', () => {
  it('says the sessions are in the journal only when the send delivered them all', () => {
    expect(keptSentence(1, sent())).toBe('The session is now in your journal.');
    expect(keptSentence(3, sent())).toBe('The 3 sessions are now in your journal.');
    expect(keptSentence(1, { kind: 'offline' })).toBe(
      'The session is kept on this device and goes to your journal when the network returns.',
    );
    expect(keptSentence(2, sent(2))).toBe(
      'The 2 sessions are kept on this device for now: the site could not take them just now, and they are sent again shortly.',
    );
    expect(keptSentence(1, { kind: 'signed-out' })).toBe(
      'The session is kept on this device. Sign in again to keep it in your journal.',
    );
    expect(keptSentence(2, sent(0, ['A session cannot start in the future.']))).toBe(
      'Some sessions could not be kept: A session cannot start in the future.',
    );
  });

  it('tries again after a send that found no network or a busy site, not after a refusal', () => {
    expect(worthRetrying({ kind: 'offline' })).toBe(true);
    expect(worthRetrying(sent(1))).toBe(true);
    expect(worthRetrying(sent())).toBe(false);
    expect(worthRetrying(sent(0, ['refused']))).toBe(false);
    expect(worthRetrying({ kind: 'signed-out' })).toBe(false);
  });
});
