import {
  keptSentence,
  refusedSentence,
  waitingReason,
  worthRetrying,
  type SyncResult,
} from './sync';

const sent = (held = 0, refused: string[] = []): SyncResult => ({ kind: 'sent', refused, held });

describe('what a send of the queued sessions tells the member', () => {
  it('says where the sessions the member kept are: in the journal, or waiting and why', () => {
    expect(keptSentence(1, 'in-journal')).toBe('The session is now in your journal.');
    expect(keptSentence(3, 'in-journal')).toBe('The 3 sessions are now in your journal.');
    expect(keptSentence(1, 'offline')).toBe(
      'The session is kept on this device and goes to your journal when the network returns.',
    );
    expect(keptSentence(2, 'held', true)).toBe(
      'The 2 sessions are kept on this device for now: the site could not take them, and they will be sent again shortly.',
    );
    // Past the last retry, nothing is promised for "shortly".
    expect(keptSentence(1, 'held')).toBe(
      'The session is kept on this device: the site could not take it, and it will be sent when you next open this page.',
    );
    expect(keptSentence(1, 'signed-out')).toBe(
      'The session is kept on this device. Sign in again to keep it in your journal.',
    );
    expect(refusedSentence(['A session cannot start in the future.'])).toBe(
      'A session could not be kept: A session cannot start in the future.',
    );
    expect(refusedSentence(['Too long.', 'Too long.'])).toBe(
      '2 sessions could not be kept: Too long.',
    );
  });

  it('names why sessions wait only from a send that says so', () => {
    expect(waitingReason({ kind: 'offline' })).toBe('offline');
    expect(waitingReason({ kind: 'signed-out' })).toBe('signed-out');
    expect(waitingReason(sent(2))).toBe('held');
    // A send that found nothing of theirs queued (it read the queue before Keep) says nothing.
    expect(waitingReason(sent())).toBeNull();
  });

  it('tries again after a send that found no network or a busy site, not after a refusal', () => {
    expect(worthRetrying({ kind: 'offline' })).toBe(true);
    expect(worthRetrying(sent(1))).toBe(true);
    expect(worthRetrying(sent())).toBe(false);
    expect(worthRetrying(sent(0, ['refused']))).toBe(false);
    expect(worthRetrying({ kind: 'signed-out' })).toBe(false);
  });
});
