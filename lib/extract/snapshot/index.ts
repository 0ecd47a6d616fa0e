export { fastContentHtml } from './fast-content';
export { SNAPSHOT_LIMITS } from './limits';
export { type FrameResult, mergeFrameSnapshots } from './merge-frame-snapshots';
export { type SnapshotWindow, type TakeSnapshotOptions, takeSnapshot } from './take-snapshot';
