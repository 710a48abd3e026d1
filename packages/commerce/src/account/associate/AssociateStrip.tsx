import type { InStoreSession } from '@storefront/api-contract';
import * as styles from './associate.css';
import type { AssociateStripLabels } from './labels';

/** Props of {@link AssociateStrip}. */
export interface AssociateStripProps {
  /** The in-store session of the agent login (spec 2 §3): store and employee. */
  session: InStoreSession;
  /** The strip's words, filled with the session's names (`associateStripLabelsFrom`). */
  labels: AssociateStripLabels;
  /**
   * Ends the session (spec 2 §4: clears the store information, signs out, goes to
   * `/associate-login`): the form's action. A server component passes a Server Action, so
   * the button works without any script on the page.
   */
  endSessionAction: (formData: FormData) => void | Promise<void>;
}

/**
 * The in-store associate strip the header renders while an associate session is on (spec 2
 * §3 "In-store session", §6 "In-store associate mode"): the store's name and number, the
 * associate's name and employee id, and "End session". Server-safe (no hooks): a plain form
 * posts the end-session action.
 */
export function AssociateStrip({ session, labels, endSessionAction }: AssociateStripProps) {
  return (
    <section className={styles.strip} aria-label={labels.label} data-testid="associate-strip">
      <ul className={styles.stripFacts}>
        <li data-store-id={session.storeId}>{labels.store}</li>
        <li data-employee-id={session.storeEmployeeId}>{labels.employee}</li>
      </ul>
      <form action={endSessionAction}>
        <button type="submit" className={styles.stripButton}>
          {labels.endSession}
        </button>
      </form>
    </section>
  );
}
