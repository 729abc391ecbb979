/** The browser's EventSource in tests: it opens nothing and delivers only what the test sends. */
export class ScriptedEventSource {
  static opened: ScriptedEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  /** EventSource's: 0 connecting (the browser reconnects by itself), 2 given up on. */
  readyState = 0;
  private listeners = new Map<string, ((message: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    ScriptedEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) });
  }
  fail() {
    this.onerror?.();
  }
  /** An answer other than 200 (a 429, a proxy's 502): the browser gives the stream up. */
  refuse() {
    this.readyState = 2;
    this.onerror?.();
  }
}
