import type { GetDataType, GetReturnType, MaybePromise } from '@webext-core/messaging';
import { browser } from 'wxt/browser';
import type { z } from 'zod';
import { onMessageUnchecked } from './messenger';
import type { MessageType, ProtocolMap } from './protocol';
import { isExtensionPageSender, isOwnSender, type SenderInfo } from './sender-check';

export type MessageData<T extends MessageType> = GetDataType<ProtocolMap[T]>;
export type MessageReply<T extends MessageType> = GetReturnType<ProtocolMap[T]>;

export interface CheckOptions {
  /**
   * Also accept the message from our content scripts (which run inside web pages). Off by default:
   * only extension pages may ask the background for settings, tokens or clips.
   */
  allowContentScripts?: boolean;
}

/**
 * Registers the background's handler for `type`. The handler runs only for a trusted sender and with data
 * that passed `schema`; otherwise the sender's promise rejects with a message saying why.
 */
export function onMessageChecked<T extends MessageType>(
  type: T,
  schema: z.ZodType<MessageData<T>>,
  handler: (data: MessageData<T>, sender: SenderInfo) => MaybePromise<MessageReply<T>>,
  options: CheckOptions = {},
): () => void {
  return onMessageUnchecked(type, (message) => {
    const extension = { id: browser.runtime.id, baseUrl: browser.runtime.getURL('/') };
    const trusted = options.allowContentScripts ? isOwnSender : isExtensionPageSender;
    if (!trusted(message.sender, extension)) {
      throw new Error(`Refused "${String(type)}": it came from ${message.sender.url ?? 'an unknown sender'}.`);
    }
    const parsed = schema.safeParse(message.data);
    if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
    return handler(parsed.data, message.sender);
  });
}

function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? 'The message was not valid.';
}
