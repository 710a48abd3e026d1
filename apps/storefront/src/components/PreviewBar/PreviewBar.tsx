import * as styles from './PreviewBar.css';

/** A strip telling the editor the page is in preview mode, and at which date-time (ISO). */
export function PreviewBar({ label, dateTime }: { label: string; dateTime?: string | undefined }) {
  return (
    <p className={styles.bar} role="status">
      <strong>{label}</strong>
      {dateTime ? (
        <>
          {' · '}
          <time dateTime={dateTime}>{dateTime}</time>
        </>
      ) : null}
    </p>
  );
}
