import type { ClipProtocol } from './clip-protocol';
import type { SettingsProtocol } from './settings-protocol';

/**
 * Every message sent to the background, as one map. Each capability declares its messages in its own
 * `<capability>-protocol.ts` and adds that interface to the `extends` list here (one word per capability).
 * A message is a function type: `(data) => reply`; the data is validated again on receipt (onMessageChecked).
 */
export interface ProtocolMap extends SettingsProtocol, ClipProtocol {}

export type MessageType = keyof ProtocolMap;
