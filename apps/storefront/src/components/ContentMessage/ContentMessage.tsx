import { Card } from '@storefront/ui';
import * as styles from './ContentMessage.css';

/** Props of {@link ContentMessage}. */
export interface ContentMessageProps {
  title: string;
  text: string;
  /** An optional link under the text, e.g. back to the home page. */
  link?: { href: string; label: string };
  /** `alert` for a failure the shopper should notice; `status` otherwise. */
  role?: 'alert' | 'status';
}

/**
 * A clear message in place of page content, when the content service is down or the document
 * is missing: the page still renders with its header and footer instead of crashing.
 */
export function ContentMessage({ title, text, link, role = 'status' }: ContentMessageProps) {
  return (
    <Card
      as="section"
      tone="muted"
      paddingY="xl"
      paddingX="lg"
      borderRadius="lg"
      className={styles.message}
      role={role}
      aria-labelledby="content-message-title"
    >
      <h1 className={styles.title} id="content-message-title">
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {link ? (
        <a className={styles.link} href={link.href}>
          {link.label}
        </a>
      ) : null}
    </Card>
  );
}
