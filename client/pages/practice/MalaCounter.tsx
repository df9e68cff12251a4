import { useCallback, useEffect, useState } from 'react';
import { localStore } from '../../lib/practice/local-store';
import { ringBell, unlockAudio } from '../../lib/practice/bell';

export const BEADS = 108;
const KEY = 'pragya:mala';
const MAX_SITTING_MS = 3 * 60 * 60_000;

interface MalaState {
  beads: number;
  rounds: number;
  mantra: string;
  /** When the first bead of this count was told (the session's start); 0 before. */
  startedAt: number;
}

const EMPTY: MalaState = { beads: 0, rounds: 0, mantra: '', startedAt: 0 };
const mala = localStore<MalaState>(KEY, EMPTY);

/** Where bead `i` sits on the ring (the sumeru at the top, beads running clockwise). */
function beadAt(i: number, r: number) {
  const angle = ((i + 1) / (BEADS + 1)) * 2 * Math.PI - Math.PI / 2;
  return { cx: 120 + r * Math.cos(angle), cy: 120 + r * Math.sin(angle) };
}

export interface FinishedMala {
  startedAt: Date;
  minutes?: number;
  rounds: number;
  note: string;
}

/**
 * The mālā: a tap anywhere on the ring (or Space) tells a bead; at the 108th the round is
 * counted, the phone vibrates and a soft bell sounds. The count is written to localStorage at
 * every bead, so a reload or a closed tab never loses it.
 */
export function MalaCounter({ onFinish }: { onFinish: (mala: FinishedMala) => Promise<void> }) {
  const count = mala.use();
  const [saved, setSaved] = useState<string | null>(null);
  const update = mala.write;

  const tell = useCallback(() => {
    unlockAudio();
    setSaved(null);
    const current = mala.read();
    const startedAt = current.startedAt || Date.now();
    if (current.beads + 1 >= BEADS) {
      navigator.vibrate?.([120, 60, 120]);
      ringBell(0.5, 330);
      update({ ...current, beads: 0, rounds: current.rounds + 1, startedAt });
    } else {
      update({ ...current, beads: current.beads + 1, startedAt });
    }
  }, [update]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, a')) return;
      if (event.code === 'Space' || event.key === ' ') {
        event.preventDefault();
        tell();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tell]);

  const save = async () => {
    // A count left for hours and finished later says nothing of the time it took: rounds only.
    const elapsed = count.startedAt ? Date.now() - count.startedAt : 0;
    const minutes =
      elapsed > 0 && elapsed <= MAX_SITTING_MS ? Math.round(elapsed / 600) / 100 : undefined;
    await onFinish({
      startedAt: new Date(count.startedAt || Date.now()),
      minutes,
      rounds: count.rounds,
      note: count.mantra,
    });
    setSaved(`Saved: ${count.rounds} ${count.rounds === 1 ? 'round' : 'rounds'} of the mālā.`);
    update({ ...EMPTY, mantra: count.mantra });
  };

  return (
    <section className="pr-card" aria-labelledby="mala-heading">
      <h2 id="mala-heading">Mālā counter</h2>
      <label className="pr-field">
        <span>Mantra (optional)</span>
        <input
          type="text"
          maxLength={200}
          value={count.mantra}
          onChange={(e) => update({ ...count, mantra: e.target.value })}
        />
      </label>
      <button
        type="button"
        className="pr-mala"
        onClick={tell}
        aria-label={`Tell a bead: bead ${count.beads} of ${BEADS}, ${count.rounds} rounds`}
      >
        <svg viewBox="0 0 240 240" aria-hidden="true">
          <circle cx="120" cy="14" r="7" className="pr-sumeru" />
          {Array.from({ length: BEADS }, (_, i) => {
            const { cx, cy } = beadAt(i, 106);
            const cls = i < count.beads ? 'pr-bead pr-told' : 'pr-bead';
            return (
              <circle
                key={i}
                cx={cx}
                cy={cy}
                r={i === count.beads - 1 ? 5 : 3.2}
                className={i === count.beads - 1 ? `${cls} pr-current` : cls}
              />
            );
          })}
          <text x="120" y="118" textAnchor="middle" className="pr-count">
            {count.beads}
          </text>
          <text x="120" y="146" textAnchor="middle" className="pr-rounds">
            {count.rounds} {count.rounds === 1 ? 'round' : 'rounds'}
          </text>
        </svg>
      </button>
      <p className="pr-hint">Tap the mālā, or press Space, for each bead.</p>
      {saved ? (
        <p className="pr-saved" role="status">
          {saved}
        </p>
      ) : null}
      <div className="pr-row">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void save()}
          disabled={count.rounds === 0}
        >
          Save rounds to journal
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => update({ ...EMPTY, mantra: count.mantra })}
          disabled={count.beads === 0 && count.rounds === 0}
        >
          Reset count
        </button>
      </div>
    </section>
  );
}
