'use client';

import { type ReviewMediaArgs, reviewDialogs } from '@storefront/commerce';
import { Button, cloudinaryUrl, useDialogManager } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import type { ReviewDialogsHostProps } from './ReviewDialogsHost.client';

let loading: Promise<typeof import('./ReviewDialogsHost.client')> | undefined;

/**
 * Starts loading the review dialogs' code (Radix dialog, react-hook-form, zod, the forms) once
 * per page; later calls return the same promise (a new one after a failure). The buttons call
 * it on pointer or focus intent so the first open shows no delay.
 */
export function preloadReviewDialogs(): Promise<typeof import('./ReviewDialogsHost.client')> {
  loading ??= import('./ReviewDialogsHost.client').catch((error: unknown) => {
    loading = undefined; // a failed preload is retried by the next call
    throw error;
  });
  return loading;
}

const Host = lazy(() =>
  preloadReviewDialogs().then((module) => ({ default: module.ReviewDialogsHost })),
);

const ids: readonly string[] = Object.values(reviewDialogs);

/**
 * The product page's review dialogs kept out of the first-load JavaScript (the pattern of
 * `LazyCartDialogs`): nothing is loaded or rendered until the dialog manager opens one of
 * `reviewDialogs`; then the chunk renders them, and they stay mounted.
 */
export function LazyReviewDialogs(props: ReviewDialogsHostProps) {
  const dialogs = useDialogManager();
  const [used, setUsed] = useState(false);
  if (!used && ids.some((id) => dialogs.isOpen(id))) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Host {...props} />
    </Suspense>
  );
}

/** A button that opens one of the review dialogs (write a review, ask a question). */
export function OpenReviewDialog({
  dialog,
  label,
  variant = 'secondary',
}: {
  dialog: typeof reviewDialogs.writeReview | typeof reviewDialogs.askQuestion;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const dialogs = useDialogManager();
  const preload = () => void preloadReviewDialogs().catch(() => undefined);
  return (
    <Button
      variant={variant}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => dialogs.open(dialog)}
    >
      {label}
    </Button>
  );
}

/**
 * A review photo's thumbnail: a link to the picture (without JavaScript) that opens the review
 * UGC dialog at this photo (spec 1 §2).
 */
export function OpenReviewPhoto({
  media,
  label,
  thumbnailClassName,
}: {
  media: ReviewMediaArgs;
  /** e.g. "Open photo 1 of 3 by Maya". */
  label: string;
  thumbnailClassName: string;
}) {
  const dialogs = useDialogManager();
  const photo = media.photos[media.index];
  if (!photo) return null;
  const preload = () => void preloadReviewDialogs().catch(() => undefined);
  return (
    <a
      href={photo.url}
      aria-label={label}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        event.preventDefault();
        dialogs.open(reviewDialogs.reviewMedia, media);
      }}
    >
      {/* biome-ignore lint/performance/noImgElement: a shopper's photo from the media service, shown as served (no image optimiser for it) */}
      <img
        className={thumbnailClassName}
        src={cloudinaryUrl(photo.url, { width: 72 }) || undefined}
        alt=""
        width={72}
        height={72}
      />
    </a>
  );
}
