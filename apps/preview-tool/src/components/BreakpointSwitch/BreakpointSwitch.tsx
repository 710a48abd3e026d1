import { type BreakpointChoice, breakpointChoices, breakpointWidths } from '../../lib/query';
import * as styles from './BreakpointSwitch.css';

/** Props of {@link BreakpointSwitch}. */
export interface BreakpointSwitchProps {
  current: BreakpointChoice;
  /** The view's URL with another breakpoint. */
  hrefFor: (breakpoint: BreakpointChoice) => string;
}

const labels: Record<BreakpointChoice, string> = {
  sm: `sm ${breakpointWidths.sm} px`,
  md: `md ${breakpointWidths.md} px`,
  lg: `lg ${breakpointWidths.lg} px`,
  all: 'Side by side',
};

/**
 * Switches the breakpoint the documents are shown at (sm 375, md 768, lg 1280 px) or all three
 * side by side: links, so the choice is in the URL; the current one has `aria-current`.
 */
export function BreakpointSwitch({ current, hrefFor }: BreakpointSwitchProps) {
  return (
    <nav aria-label="Breakpoint" className={styles.nav}>
      <span className={styles.label}>Breakpoint</span>
      <ul className={styles.list}>
        {breakpointChoices.map((choice) => (
          <li key={choice}>
            <a
              href={hrefFor(choice)}
              className={styles.link}
              aria-current={choice === current ? 'true' : undefined}
            >
              {labels[choice]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
