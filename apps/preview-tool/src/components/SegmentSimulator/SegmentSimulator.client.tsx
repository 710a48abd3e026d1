'use client';

import { Checkbox } from '@storefront/ui';
import { useState } from 'react';
import {
  conditionStates,
  readSegmentFlags,
  type SegmentFlag,
  segmentFlagLabels,
  segmentFlags,
  sessionFromFlags,
} from '../../lib/segments';
import * as styles from './SegmentSimulator.css';

/** Props of {@link SegmentSimulator}. */
export interface SegmentSimulatorProps {
  /** The flags forced by the current view. */
  value: readonly SegmentFlag[];
  /** Form field name of the checkboxes (one value per checked flag; default `segments`). */
  name?: string;
}

/**
 * The segment simulator (spec 3 §6): checkboxes for the simulated shopper's session (logged
 * in, loyalty, employee, cart not empty, IPA, Wranx, athlete), posted with the controls form,
 * and every segment condition of spec 3 §6 with whether it holds for that session, updated as
 * boxes are ticked. A member flag implies logged in. Segmentation blocks pick their first
 * segment whose condition holds (negations `not:` included).
 */
export function SegmentSimulator({ value, name = 'segments' }: SegmentSimulatorProps) {
  const [flags, setFlags] = useState<SegmentFlag[]>(() => readSegmentFlags([...value]));
  const toggle = (flag: SegmentFlag, on: boolean) =>
    setFlags((current) => {
      const next = on ? [...current, flag] : current.filter((f) => f !== flag);
      // Logging out clears what only a logged-in shopper can be.
      if (flag === 'loggedIn' && !on) return next.filter((f) => f === 'cartNotEmpty');
      return readSegmentFlags(next);
    });
  const conditions = conditionStates(sessionFromFlags(flags));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Segment simulator</legend>
      <div className={styles.flags}>
        {segmentFlags.map((flag) => (
          <Checkbox
            key={flag}
            name={name}
            value={flag}
            label={segmentFlagLabels[flag]}
            checked={flags.includes(flag)}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
          />
        ))}
      </div>
      <p className={styles.summaryTitle} id="segment-conditions">
        Segment conditions that hold
      </p>
      <ul className={styles.conditions} aria-labelledby="segment-conditions">
        {conditions.map((condition) => (
          <li
            key={condition.name}
            className={condition.holds ? styles.holds : styles.fails}
            data-holds={condition.holds}
          >
            <code>{condition.name}</code> {condition.label}: {condition.holds ? 'yes' : 'no'}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
