export { CHALLENGE_SLUGS, isChallengeSlug } from './challenge-slugs';
export type { ChallengeSlug } from './challenge-slugs';
export { challenges, getChallenge } from './challenge-content';
export type { Challenge } from './challenge-content';
export { ChallengePage } from './challenge-page';
export type { ChallengePageProps } from './challenge-page';
