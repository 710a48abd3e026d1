import { vars } from '@storefront/ui/css';
import { style } from '@vanilla-extract/css';

/** The store list: no bullets, cards in the grid. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The address block: the browser's italics off. */
export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

/** The opening hours: weekday and hours on one row. */
export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space['3xs'],
  margin: 0,
});

export const hoursDay = style({ fontWeight: vars.fontWeight.medium });
export const hoursTime = style({ margin: 0 });

/** The hours disclosure's summary: a clear target. */
export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.medium });

/** The search form's field takes the room; the button stays its size. */
export const queryField = style({ flex: '1 1 16rem', minWidth: 0 });

/** One weekday's row: its term and value sit in the hours' grid. */
export const hoursRow = style({ display: 'contents' });
