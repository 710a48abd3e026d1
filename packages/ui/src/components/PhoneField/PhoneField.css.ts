import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', gap: vars.space.xs });

export const dialCode = style({ flex: '0 0 auto', width: 'auto', minWidth: '7.5rem' });

export const number = style({ flex: '1 1 auto', minWidth: 0 });
