export { whenNear } from './whenNear';
