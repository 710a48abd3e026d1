import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Tabs.css';

/** One tab and its panel. */
export interface TabItem {
  /** Unique id of the tab, used in `value`/`defaultValue`. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list, e.g. `Product details`. */
  label: string;
  /** Tab selected at first (uncontrolled); the first enabled tab when omitted. */
  defaultValue?: string;
  /** Selected tab (controlled). */
  value?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default): an arrow key selects the tab it moves to. `manual`: arrows only move
   * focus and Enter/Space select — use it when showing a panel is slow.
   */
  activationMode?: 'automatic' | 'manual';
  /** Tabs share the full width equally. */
  fullWidth?: boolean;
  className?: string;
}

/**
 * Tabs on Radix Tabs (WAI-ARIA tabs pattern): a labelled `tablist`, Left/Right arrows, Home and
 * End move between tabs (wrapping), automatic or manual activation; each panel is a focusable
 * `tabpanel` labelled by its tab.
 */
export function Tabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  activationMode = 'automatic',
  fullWidth = false,
  className,
}: TabsProps) {
  const initial = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? initial : undefined}
      value={value}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={className}
    >
      <RadixTabs.List
        aria-label={label}
        className={clsx(styles.list, fullWidth && styles.fullWidthList)}
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
