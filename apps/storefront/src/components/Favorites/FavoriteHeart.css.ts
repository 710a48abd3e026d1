import { globalStyle, style } from '@vanilla-extract/css';
import { employeeAttribute, inStoreAttribute } from '../../lib/session/sessionFlags';

/**
 * The heart's wrapper: no box of its own (`display: contents`), hidden from the first paint
 * for staff (the head script's attributes on `<html>`), so a cached page never shows an
 * employee the heart (spec 1 §4).
 */
export const heart = style({ display: 'contents' });

globalStyle(`html[${employeeAttribute}] ${heart}, html[${inStoreAttribute}] ${heart}`, {
  display: 'none',
});
