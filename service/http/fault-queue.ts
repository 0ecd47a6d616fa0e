export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'malformed' }
  | { kind: 'reset' }
  /** The handler throws: shows what a real bug looks like from outside (a 500 without details). */
  | { kind: 'throw' };

/** Faults injected by tests, consumed one per API request in the order they were injected. */
export class FaultQueue {
  private queue: { fault: Fault; remaining: number }[] = [];

  add(fault: Fault, times = Number.POSITIVE_INFINITY): void {
    if (times > 0) this.queue.push({ fault, remaining: times });
  }

  clear(): void {
    this.queue = [];
  }

  take(): Fault | undefined {
    const head = this.queue[0];
    if (!head) return undefined;
    head.remaining -= 1;
    if (head.remaining <= 0) this.queue.shift();
    return head.fault;
  }
}
