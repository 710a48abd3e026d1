import { style } from '@vanilla-extract/css';

/** The wrapper adds no box of its own. */
export const filterByRoot = style({ display: 'contents' });
