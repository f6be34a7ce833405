export { checkCommitments, checkDeal, checkThrow, type Check } from './verify';
export { coinFrom, eventMaterial, facesFrom, seedFrom } from './derive';
export { dealFrom, dealOf, type DealKind, type Dealt } from './deals';
export {
  fairEventSchema,
  moveOf,
  type Announcement,
  type Contribution,
  type FairEvent,
} from './event';
export { digest, portableDigest, useNativeSha256, type Sha256Hex } from './hash';
export { commitmentOf, newSecret, SECRET_PATTERN } from './seeds';
