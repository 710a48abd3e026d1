import * as RadixAccordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

/** One section of an accordion. */
export interface AccordionItem {
  /** Unique id of the section, used in `value`/`defaultValue`. */
  value: string;
  /** The heading text; it is the trigger's label. */
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface AccordionBaseProps {
  items: AccordionItem[];
  /** HTML heading level of each section title, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** One section open at a time (the default). */
export interface AccordionSingleProps extends AccordionBaseProps {
  type?: 'single';
  /** Section open at first (uncontrolled). */
  defaultValue?: string;
  /** Open section (controlled); `''` for none. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open section can be closed again; `true` by default. */
  collapsible?: boolean;
}

/** Any number of sections open. */
export interface AccordionMultipleProps extends AccordionBaseProps {
  type: 'multiple';
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
}

/** Props of {@link Accordion}. */
export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

/**
 * Stacked sections that expand and collapse, on Radix Accordion (WAI-ARIA accordion pattern):
 * each title is a heading (`headingLevel`) holding a button with `aria-expanded`; arrow keys,
 * Home and End move between titles, Enter/Space toggle. Single or multiple open sections,
 * optionally open by default.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const HeadingTag = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={styles.item}
    >
      <RadixAccordion.Header asChild>
        <HeadingTag className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{item.title}</span>
            <Icon name="chevron-down" className={styles.chevron} />
          </RadixAccordion.Trigger>
        </HeadingTag>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const rootClass = clsx(styles.root, className);

  if (props.type === 'multiple') {
    return (
      <RadixAccordion.Root
        type="multiple"
        defaultValue={props.defaultValue}
        value={props.value}
        onValueChange={props.onValueChange}
        className={rootClass}
      >
        {children}
      </RadixAccordion.Root>
    );
  }
  return (
    <RadixAccordion.Root
      type="single"
      collapsible={props.collapsible ?? true}
      defaultValue={props.defaultValue}
      value={props.value}
      onValueChange={props.onValueChange}
      className={rootClass}
    >
      {children}
    </RadixAccordion.Root>
  );
}
