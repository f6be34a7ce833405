export { DIE_GEOMETRY, type DieFace, type DieGeometry, type Vec3 } from './geometry';
export { DEFAULT_TRAY, type Tray } from './bodies';
export { CUP, CUP_SEGMENTS, CUP_TRAY, diceOutsideCup, insideCup } from './cup';
export { throwDice, MAX_DICE, MAX_SPEED, type Gesture, type ThrowRequest } from './throw';
export { readDie, rotate, MIN_ALIGNMENT, type Quaternion, type Reading } from './read';
export { duration, poseAt, throwRecordSchema, type Pose, type ThrowRecord } from './record';
export { dieSymmetries, steerThrow } from './steer';
