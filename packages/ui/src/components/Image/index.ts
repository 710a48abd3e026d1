export { type CloudinaryOptions, cloudinaryUrl } from './cloudinaryUrl';
export {
  Image,
  type ImageProps,
  type ImageSource,
  type ImageSources,
  imageSourceUrl,
} from './Image';
