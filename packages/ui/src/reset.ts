/** Side-effect import: the global CSS reset. */
import './theme/reset.css';
