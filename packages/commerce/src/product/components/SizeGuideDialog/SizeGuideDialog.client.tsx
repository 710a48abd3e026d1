'use client';

import type { FootSizes, SizeChart } from '@storefront/api-contract';
import { ManagedDialog, numberFormat, Tabs } from '@storefront/ui';
import { useTranslations } from 'use-intl';
import { sizeGuideDialogId } from '../../../catalog/sizeGuide';
import * as styles from './SizeGuideDialog.css';

/** Props of {@link SizeGuideDialog}. */
export interface SizeGuideDialogProps {
  /** GET /fapi/components/size-chart/{productType}; none: the tab is left out. */
  chart?: SizeChart | undefined;
  /** GET /fapi/components/foot-sizes (footwear); none: the tab is left out. */
  footSizes?: FootSizes | undefined;
  /** BCP 47 tag for the numbers. */
  locale: string;
}

/**
 * The size guide (spec 2 §7 "Internal" size chart and foot sizes) in a panel of the dialog
 * manager ({@link sizeGuideDialogId}): the product type's chart (a measure in cm per column) and, for
 * footwear, the foot-length conversion to US, UK and EU sizes, each a table in a tab. Words:
 * the `productExtras` namespace.
 */
export function SizeGuideDialog({ chart, footSizes, locale }: SizeGuideDialogProps) {
  const t = useTranslations('productExtras');
  const cm = numberFormat(locale, { maximumFractionDigits: 1 });
  const items = [
    ...(chart
      ? [
          {
            value: 'chart',
            label: t('sizeGuide.chartTab'),
            content: (
              <table className={styles.table}>
                <caption>{t('sizeGuide.chartCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sizeGuide.size')}</th>
                    {chart.columns.map((column) => (
                      <th scope="col" key={column}>
                        {t('sizeGuide.measure', { measure: column })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row.size}>
                      <th scope="row">{row.size}</th>
                      {row.values.map((value, i) => (
                        <td key={chart.columns[i] ?? i}>{cm.format(value)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
        ]
      : []),
    ...(footSizes
      ? [
          {
            value: 'foot',
            label: t('sizeGuide.footTab'),
            content: (
              <table className={styles.table}>
                <caption>{t('sizeGuide.footCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('sizeGuide.footLength')}</th>
                    <th scope="col">{t('sizeGuide.usMen')}</th>
                    <th scope="col">{t('sizeGuide.usWomen')}</th>
                    <th scope="col">UK</th>
                    <th scope="col">EU</th>
                  </tr>
                </thead>
                <tbody>
                  {footSizes.rows.map((row) => (
                    <tr key={row.footLengthCm}>
                      <th scope="row">{cm.format(row.footLengthCm)}</th>
                      <td>{row.us.men}</td>
                      <td>{row.us.women}</td>
                      <td>{row.uk}</td>
                      <td>{row.eu}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ),
          },
        ]
      : []),
  ];
  return (
    <ManagedDialog
      id={sizeGuideDialogId}
      title={t('sizeGuide.title')}
      presentation="panel"
      closeLabel={t('sizeGuide.close')}
    >
      {() => (items.length > 0 ? <Tabs items={items} label={t('sizeGuide.title')} /> : null)}
    </ManagedDialog>
  );
}
