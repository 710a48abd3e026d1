export { BotChallengeHost, type BotChallengeHostProps } from './BotChallengeHost.client';
