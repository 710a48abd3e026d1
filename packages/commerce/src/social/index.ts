export { createSocialService, type SocialPageQuery, type SocialService } from './socialService';
