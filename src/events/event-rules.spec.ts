import { DomainError } from '../common/domain-error';
import { checkDraft, slugFrom, type EventDraft } from './event-rules';

const now = new Date('2027-01-01T00:00:00Z');
const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  title: 'Sunday satsaṅg',
  kind: 'satsang',
  description: 'Silence.',
  startsAt: new Date('2027-03-07T07:00:00+05:30'),
  endsAt: new Date('2027-03-07T08:30:00+05:30'),
  rrule: null,
  until: null,
  place: 'Varanasi',
  mapUrl: null,
  online: false,
  onlineLink: null,
  capacity: null,
  registrationOpen: true,
  ...overrides,
});

describe('event rules', () => {
  it('makes ASCII slugs from titles with diacritics', () => {
    expect(slugFrom('Sunday Satsaṅg: Dṛg-Dṛśya-Viveka!')).toBe('sunday-satsang-drg-drsya-viveka');
    expect(slugFrom('ॐ')).toBe('event');
  });

  it('accepts a good event and normalises its rule', () => {
    expect(
      checkDraft(draft({ rrule: 'rrule:freq=weekly;byday=su;count=3' }), now, true).rrule,
    ).toBe('FREQ=WEEKLY;BYDAY=SU;COUNT=3');
  });

  it.each([
    [{ startsAt: new Date('2026-12-01Z') }, /future/],
    [{ endsAt: new Date('2027-03-07T06:00:00+05:30') }, /after the start/],
    [{ endsAt: new Date('2027-05-07T06:00:00+05:30') }, /31 days/],
    [{ startsAt: new Date('2030-03-07Z'), endsAt: new Date('2030-03-08Z') }, /two years/],
    [{ rrule: 'FREQ=WEEKLY;BYDAY=SU' }, /last date/],
    [{ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=2' }, /one of the recurrence/],
    [{ until: new Date('2027-04-01Z') }, /needs a recurrence/],
    [{ online: true }, /link/],
    [{ place: null }, /place/],
  ])('refuses %p', (overrides, sentence) => {
    expect(() => checkDraft(draft(overrides as Partial<EventDraft>), now, true)).toThrow(
      DomainError,
    );
    expect(() => checkDraft(draft(overrides as Partial<EventDraft>), now, true)).toThrow(sentence);
  });
});
