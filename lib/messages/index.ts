export type * from './clip-protocol';
export { sendMessage } from './messenger';
export * from './on-message-checked';
export type * from './protocol';
export * from './sender-check';
export type * from './settings-protocol';
