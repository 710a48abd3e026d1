import { Icon, type IconName } from '@storefront/ui';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import type { VariantStockState as StockStateValue } from '../../stockState';
import * as styles from './StockState.css';

/** Props of {@link StockState}. */
export interface StockStateProps {
  /** The chosen variant's stock state (see `stockStateOf`, spec 3 §4). */
  state: StockStateValue;
  /** The attribute still to choose, e.g. `Size` (for the unselected state). */
  missing?: string;
  labels: CatalogLabels;
}

const icons: Record<StockStateValue['kind'], IconName> = {
  inStock: 'check',
  lowStock: 'warning',
  outOfStock: 'error',
  presale: 'lock',
  unselected: 'info',
};

/**
 * The stock state of the chosen variant (spec 3 §4), as a polite live status so a change of
 * size or colour is announced: in stock, only N left, out of stock, presale (sign in to buy),
 * or "choose a size" while the choice is incomplete.
 */
export function StockState({ state, missing, labels }: StockStateProps) {
  const text = {
    inStock: labels.inStock,
    lowStock: labels.lowStock(state.quantity),
    outOfStock: labels.outOfStock,
    presale: labels.presaleSignIn,
    unselected: labels.chooseOption(missing ?? 'size'),
  }[state.kind];
  return (
    <p className={styles.root} role="status" data-stock={state.kind}>
      <Icon name={icons[state.kind]} size="sm" className={styles.tone[state.kind]} />
      {text}
    </p>
  );
}
