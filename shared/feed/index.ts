export * from './frames';
export * from './delay-queue';
export { follow, audienceNow, commentatorNow, type Followed, type FollowResult } from './follow';
export { feedRulesFor, type FeedRules } from './games';
