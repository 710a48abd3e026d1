import { Container, Stack } from '@storefront/ui';
import type { ReactNode } from 'react';
import { PreviewBar } from '../PreviewBar';
import * as styles from './CatalogPageFrame.css';

/** A link of the breadcrumb trail. */
export interface Crumb {
  href: string;
  label: string;
}

/** Props of {@link CatalogPageFrame}. */
export interface CatalogPageFrameProps {
  /** The preview bar's words and date-time (spec 3 §2 preview); none outside preview. */
  preview?: { label: string; dateTime?: string | undefined } | undefined;
  /** The breadcrumb: the links above the current page, and its accessible name. */
  breadcrumb?: { label: string; links: readonly Crumb[] } | undefined;
  /** The page's one `h1` (the category's name, the words searched, the document's title). */
  title: string;
  children?: ReactNode;
}

/**
 * The head of the catalogue pages (category, search, search hub: spec 2 §2 page types): the
 * preview bar in preview, then in the page container an optional breadcrumb (the current page
 * last, `aria-current="page"`), the `h1` and the page's parts below with even gaps.
 */
export function CatalogPageFrame({ preview, breadcrumb, title, children }: CatalogPageFrameProps) {
  return (
    <>
      {preview ? <PreviewBar label={preview.label} dateTime={preview.dateTime} /> : null}
      <Container>
        <Stack gap="lg" className={styles.page}>
          {breadcrumb ? (
            <nav aria-label={breadcrumb.label}>
              <ol className={styles.crumbs}>
                {breadcrumb.links.map((link) => (
                  <li key={link.href} className={styles.crumb}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                <li className={styles.crumb} aria-current="page">
                  {title}
                </li>
              </ol>
            </nav>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          {children}
        </Stack>
      </Container>
    </>
  );
}
