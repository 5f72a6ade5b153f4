// A bounded work queue: at most `concurrency` gradings run at once and at most `maxWaiting`
// wait; beyond that a new grading is refused at once, so a burst of submissions cannot
// exhaust the machine (every running grading holds a sandbox process).
import { JudgeBusyError } from "./types";

interface Waiter {
  start: () => void;
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!(concurrency >= 1)) throw new Error("concurrency must be at least 1");
    if (!(maxWaiting >= 0)) throw new Error("maxWaiting must not be negative");
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` when a slot is free; rejects with JudgeBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) return this.execute(task);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new JudgeBusyError());
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ start: () => this.execute(task).then(resolve, reject) });
    });
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.start();
    }
  }
}
