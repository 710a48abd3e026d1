import { style } from '@vanilla-extract/css';

/** The wrapper adds no box of its own: its children lay out as if it were not there. */
export const experienceRoot = style({ display: 'contents' });
