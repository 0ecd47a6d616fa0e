import { deliverDue } from './deliver-due';

let deliveryHost = false;

/** Called by registerOutbox: this context (the background) sends clips. */
export function becomeDeliveryHost(): void {
  deliveryHost = true;
}

/**
 * Starts delivery without waiting for it. Only the background sends (it alone reads the tokens); elsewhere
 * (the popup) the storage write itself wakes the background, which watches the outbox for due clips.
 */
export function kickDelivery(): void {
  if (deliveryHost) void deliverDue().catch((error) => console.error('outbox delivery failed', error));
}
