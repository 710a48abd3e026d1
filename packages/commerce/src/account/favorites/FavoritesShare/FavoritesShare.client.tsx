'use client';

import { Button, Card, Heading, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import type { ShareFavoritesResult } from '../favoritesStore';
import type { FavoritesLabels } from '../labels';
import { useFavoritesLabels } from '../useFavoritesLabels.client';
import * as styles from './FavoritesShare.css';

/** Props of {@link FavoritesShare}. */
export interface FavoritesShareProps {
  /** The public link of a list shared before (already a storefront URL), if any. */
  sharedHref?: string | undefined;
  /**
   * Shares the list with an email (POST …/favorites/{favoriteId}/share `{ email, message? }`;
   * `AUT453` bad email). Answers the API's share URL.
   */
  onShare(email: string, message: string | undefined): Promise<ShareFavoritesResult>;
  /** The storefront URL of the API's share URL (the public read-only list route). */
  hrefOfShare(shareUrl: string): string | undefined;
  labels?: FavoritesLabels;
}

/**
 * Share the favorites (spec 1 §4; spec 2 §7 wishlists share): a friend's email and an optional
 * message; once shared, the public read-only link with a copy button. A failure (e.g. `AUT453`)
 * shows the server's message at the email field.
 */
export function FavoritesShare({
  sharedHref,
  onShare,
  hrefOfShare,
  labels: ownLabels,
}: FavoritesShareProps) {
  const labels = useFavoritesLabels(ownLabels);
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [href, setHref] = useState(sharedHref);
  const [copied, setCopied] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!email.trim()) {
      setError(labels.share.emailRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await onShare(email.trim(), message.trim() || undefined);
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'AUT453') setError(result.message);
      else setFailure(result.message);
      return;
    }
    const next = hrefOfShare(result.shareUrl);
    if (next) setHref(next);
    setCopied('');
  }

  async function copy() {
    if (!href) return;
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).toString());
      setCopied(labels.share.copied);
    } catch {
      setCopied('');
    }
  }

  return (
    <Card as="section" tone="muted" display="grid" gap="md" aria-labelledby={`${id}-title`}>
      <Heading level={2} look="sm" id={`${id}-title`}>
        {labels.share.title}
      </Heading>
      <p className={styles.muted}>{labels.share.intro}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          label={labels.share.email}
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${id}-message`}
          label={labels.share.message}
          maxLength={500}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div>
          <Button type="submit" loading={busy}>
            {labels.share.submit}
          </Button>
        </div>
      </form>
      {failure ? <Notification tone="error">{failure}</Notification> : null}
      {href ? (
        <div data-testid="favorites-share-link">
          <p>{labels.share.done}</p>
          <p className={styles.link}>
            <a href={href}>{href}</a>
          </p>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {labels.share.copy}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.status}>
        {copied}
      </p>
    </Card>
  );
}
