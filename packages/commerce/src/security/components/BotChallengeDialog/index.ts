export { BotChallengeDialog, type BotChallengeDialogProps } from './BotChallengeDialog.client';
export { type BotChallengeLabels, botChallengeLabelsFrom } from './labels';
