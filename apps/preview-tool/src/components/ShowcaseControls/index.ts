export { docTypes, ShowcaseControls, type ShowcaseControlsProps } from './ShowcaseControls';
