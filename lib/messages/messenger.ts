import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ProtocolMap } from './protocol';

const messenger = defineExtensionMessaging<ProtocolMap>();

/** Send a message to the background; rejects with the background's error message when it refuses. */
export const sendMessage = messenger.sendMessage;

/** Raw listener; the background registers through `onMessageChecked` instead. */
export const onMessageUnchecked = messenger.onMessage;
