// Stops calling out after repeated failures; answers with what the task gave.
export class Guard {
  failures = 0;

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.failures >= this.limit) {
      throw new Error("guard tripped");
    }
    try {
      const value = await task();
      this.failures = 0;
      return value;
    } catch (error) {
      this.failures++;
      throw error;
    }
  }
}

export const guards = { remote: new Guard(3), local: new Guard(10) };
