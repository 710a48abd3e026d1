'use client';

import { useRouter } from 'next/navigation';
import { ConsentActionsView } from './ConsentActionsView.client';
import type { ConsentLabels } from './consentLabels';

/**
 * {@link ConsentActionsView} on the storefront: after an answer the page re-renders on the
 * server (`router.refresh()`), where decisions are made with the new consent (spec 3 §4).
 */
export function ConsentActions({ labels }: { labels: ConsentLabels }) {
  const router = useRouter();
  return <ConsentActionsView labels={labels} onAnswered={() => router.refresh()} />;
}
