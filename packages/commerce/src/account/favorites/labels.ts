import { placeholders } from '@storefront/ui';
import type { Translate } from '../../messages/translate';

/**
 * Words of the favorite heart (`cart` catalogue, group `favorite`). Strings only, with `{name}`
 * templates filled in the browser, so a server page passes them to its islands and ships no
 * message runtime (the category and product pages, spec 1 §4).
 */
export interface FavoriteToggleLabels {
  /** Accessible name while the product is not a favorite; template `{name}` (product name). */
  add: string;
  /** Accessible name while it is; template `{name}`. */
  remove: string;
  /** Shown when the change failed without a message of the server. */
  failed: string;
}

/** The heart's words from a translator of the `cart` namespace. */
export function favoriteToggleLabelsFrom(t: Translate): FavoriteToggleLabels {
  const name = placeholders('name');
  return {
    add: t('favorite.add', name),
    remove: t('favorite.remove', name),
    failed: t('favorite.failed'),
  };
}

/** Words of the favorites list and its share form (`favorites` catalogue, spec 1 §4). */
export interface FavoritesLabels {
  title: string;
  itemCount(count: number): string;
  empty: string;
  continueShopping: string;
  loading: string;
  loadFailed: string;
  retry: string;
  remove: string;
  removed(name: string): string;
  addToCart: string;
  chooseOptions: string;
  added(name: string): string;
  unavailable: string;
  failed: string;
  /** The pager of a list longer than a page: its landmark name, arrows and page names. */
  pagination: { label: string; previous: string; next: string; page(page: number): string };
  share: {
    title: string;
    intro: string;
    email: string;
    message: string;
    submit: string;
    emailRequired: string;
    done: string;
    link: string;
    copy: string;
    copied: string;
  };
  shared: { title: string; intro: string; notFound: string; view: string };
}

/** {@link FavoritesLabels} from a translator of the `favorites` namespace. */
export function favoritesLabelsFrom(t: Translate): FavoritesLabels {
  const group = <K extends string>(prefix: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}`)])) as Record<K, string>;
  return {
    title: t('title'),
    itemCount: (count) => t('itemCount', { count }),
    empty: t('empty'),
    continueShopping: t('continueShopping'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
    remove: t('remove'),
    removed: (name) => t('removed', { name }),
    addToCart: t('addToCart'),
    chooseOptions: t('chooseOptions'),
    added: (name) => t('added', { name }),
    unavailable: t('unavailable'),
    failed: t('failed'),
    pagination: {
      label: t('pagination.label'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (page) => t('pagination.page', { page }),
    },
    share: group('share', [
      'title',
      'intro',
      'email',
      'message',
      'submit',
      'emailRequired',
      'done',
      'link',
      'copy',
      'copied',
    ] as const),
    shared: group('shared', ['title', 'intro', 'notFound', 'view'] as const),
  };
}
