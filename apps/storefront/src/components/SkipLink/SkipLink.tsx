import * as styles from './SkipLink.css';

/** A link to `#main`, visible when focused: the first tab stop of every page. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a className={styles.skipLink} href="#main">
      {label}
    </a>
  );
}
