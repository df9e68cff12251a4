/** What the admin's recurrence builder can say; anything else is kept as typed (`custom`). */
export interface Recurrence {
  repeat: 'none' | 'weekly' | 'monthly-date' | 'monthly-weekday' | 'custom';
  /** Weekly: the days, as RRULE names them (MO … SU). */
  days: string[];
  /** Custom: the rule as stored. */
  rule: string;
}

export const WEEKDAYS: [code: string, label: string][] = [
  ['MO', 'Monday'],
  ['TU', 'Tuesday'],
  ['WE', 'Wednesday'],
  ['TH', 'Thursday'],
  ['FR', 'Friday'],
  ['SA', 'Saturday'],
  ['SU', 'Sunday'],
];
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The weekday code and its number in the month (1–4, or -1 for the last) of an India date. */
function weekdayOfMonth(localDate: string): { code: string; nth: number } {
  const [year, month, day] = localDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth && day > 28 ? -1 : Math.ceil(day / 7);
  return { code: CODES[date.getUTCDay()], nth };
}

const ORDINALS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};
const DAY_NAMES = Object.fromEntries(WEEKDAYS);

/** "the second Sunday": how the monthly-by-weekday choice reads for this start date. */
export function monthlyWeekdayLabel(localDate: string): string {
  if (!localDate) return 'the same weekday of the month';
  const { code, nth } = weekdayOfMonth(localDate);
  return `the ${ORDINALS[nth] ?? `${nth}th`} ${DAY_NAMES[code]}`;
}

/** The RRULE the builder makes (FREQ=WEEKLY;BYDAY=SU), or null for a single date. */
export function toRule(recurrence: Recurrence, startDate: string): string | null {
  switch (recurrence.repeat) {
    case 'none':
      return null;
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${WEEKDAYS.map(([code]) => code)
        .filter((code) => recurrence.days.includes(code))
        .join(',')}`;
    case 'monthly-date':
      return 'FREQ=MONTHLY';
    case 'monthly-weekday': {
      const { code, nth } = weekdayOfMonth(startDate);
      return `FREQ=MONTHLY;BYDAY=${nth}${code}`;
    }
    case 'custom':
      return recurrence.rule.trim() || null;
  }
}

/** The builder's state for a stored rule; a rule it cannot show is kept as it is. */
export function fromRule(rule: string | null | undefined): Recurrence {
  const text = (rule ?? '').replace(/^RRULE:/i, '').toUpperCase();
  if (!text) return { repeat: 'none', days: [], rule: '' };
  const parts = Object.fromEntries(
    text.split(';').map((part) => part.split('=') as [string, string]),
  );
  const keys = Object.keys(parts).sort().join(',');
  if (
    parts.FREQ === 'WEEKLY' &&
    keys === 'BYDAY,FREQ' &&
    /^(MO|TU|WE|TH|FR|SA|SU)(,(MO|TU|WE|TH|FR|SA|SU))*$/.test(parts.BYDAY)
  ) {
    return { repeat: 'weekly', days: parts.BYDAY.split(','), rule: text };
  }
  if (parts.FREQ === 'MONTHLY' && keys === 'FREQ')
    return { repeat: 'monthly-date', days: [], rule: text };
  if (
    parts.FREQ === 'MONTHLY' &&
    keys === 'BYDAY,FREQ' &&
    /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.test(parts.BYDAY)
  ) {
    return { repeat: 'monthly-weekday', days: [], rule: text };
  }
  return { repeat: 'custom', days: [], rule: text };
}

/** "Weekly on Sunday and Wednesday": the rule in words, for the list. */
export function describeRule(rule: string | null | undefined): string {
  const recurrence = fromRule(rule);
  switch (recurrence.repeat) {
    case 'none':
      return 'Once';
    case 'weekly': {
      const names = WEEKDAYS.filter(([code]) => recurrence.days.includes(code)).map(
        ([, name]) => name,
      );
      return `Weekly on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`;
    }
    case 'monthly-date':
      return 'Monthly on the same date';
    case 'monthly-weekday': {
      const match = /BYDAY=(-1|\d)(\w\w)/.exec(recurrence.rule);
      return match
        ? `Monthly on the ${ORDINALS[Number(match[1])]} ${DAY_NAMES[match[2]]}`
        : 'Monthly';
    }
    case 'custom':
      return `Custom: ${recurrence.rule}`;
  }
}
