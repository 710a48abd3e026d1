import { style } from '@vanilla-extract/css';

/** The sign-out button looks like the header's links (no button chrome). */
export const button = style({
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:disabled': { cursor: 'progress' } },
});

// The header's two controls: both in the server HTML, one shown (src/styles/sessionFlags.css.ts).
export { whenGuest, whenSignedIn } from '../../styles/sessionFlags.css';
