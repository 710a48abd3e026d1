import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css';

/** The text-like control's look, several lines high, growing only downwards. */
export const textarea = style([control, { minHeight: '8rem', resize: 'vertical' }]);
