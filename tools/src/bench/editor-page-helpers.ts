/// <reference lib="dom" />
/**
 * What `bench:editor` puts in every page of its browser before the admin's own scripts: an Event
 * Timing observer, paint and keystroke helpers, and a stand-in for React's developer tools hook
 * that records what each commit re-rendered. `installBenchHelpers` is serialised into the page
 * (Playwright's addInitScript), so it refers to nothing outside itself.
 */

/** One keystroke as the page saw it: from its keydown's time stamp to the paint after it showed. */
export interface KeystrokeSample {
  start: number;
  latency: number;
}

/** An Event Timing entry, as far as the benchmark reads it. */
export interface TimedEvent {
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** What a keystroke re-rendered: block cards by key, and elements outside them by test id. */
export interface RenderSample {
  blocks: string[];
  outside: string[];
}

/** The helpers the init script leaves in every page of the benchmark's browser. */
export interface BenchWindow {
  __bench: {
    /** Every Event Timing entry (durationThreshold 16) since the page loaded. */
    events: TimedEvent[];
    /** Collecting what React commits re-render (null: not collecting). */
    renders: RenderSample | null;
    /** Resolves with performance.now() at the paint after `count` block cards are in the document. */
    cardsPainted(selector: string, count: number): Promise<number>;
    /** Arms the measure of the next keydown on the focused field, until the paint after its value changed. */
    armKeystroke(): void;
    /** The armed keystroke's measure. */
    keystroke: Promise<KeystrokeSample> | null;
    /** Starts collecting re-renders (the current tree is the baseline). */
    startRenders(): void;
    /** What was re-rendered since startRenders/takeRenders, and starts afresh. */
    takeRenders(): RenderSample;
  };
}

/**
 * Runs in every page before its own scripts: the Event Timing observer, the paint and keystroke
 * helpers, and a stand-in for React's developer tools hook (production React reports each commit
 * to it), which compares the props of every element with a test id against the previous commit.
 */
export function installBenchHelpers(): void {
  type Fiber = { type: unknown; memoizedProps: Record<string, unknown> | null; stateNode: unknown; child: Fiber | null; sibling: Fiber | null };
  const w = window as unknown as BenchWindow & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  const events: BenchWindow['__bench']['events'] = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing: the figure stays empty.
  }

  const afterPaint = (resolve: (now: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    });

  let lastRoot: { current: Fiber } | null = null;
  let seen = new WeakMap<object, unknown>();
  let renders: RenderSample | null = null;
  const walk = (record: boolean) => {
    if (!lastRoot) return;
    const stack: Array<[Fiber, string | null]> = [[lastRoot.current, null]];
    while (stack.length > 0) {
      const [fiber, outerBlock] = stack.pop()!;
      let block = outerBlock;
      const props = fiber.memoizedProps;
      if (typeof fiber.type === 'string' && props && typeof props['data-testid'] === 'string' && fiber.stateNode) {
        const testId = props['data-testid'];
        if (testId === 'block') block = String(props['data-block-key']);
        const before = seen.get(fiber.stateNode as object);
        seen.set(fiber.stateNode as object, props);
        if (record && renders && before !== undefined && before !== props) {
          if (block !== null && !renders.blocks.includes(block)) renders.blocks.push(block);
          if (block === null && !renders.outside.includes(testId)) renders.outside.push(testId);
        }
      }
      if (fiber.sibling) stack.push([fiber.sibling, outerBlock]);
      if (fiber.child) stack.push([fiber.child, block]);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      lastRoot = root;
      if (renders) walk(true);
    },
  };

  w.__bench = {
    events,
    get renders() {
      return renders;
    },
    cardsPainted: (selector, count) =>
      new Promise((resolve) => {
        const check = () => (document.querySelectorAll(selector).length >= count ? afterPaint(resolve) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    keystroke: null,
    armKeystroke() {
      this.keystroke = new Promise((resolve) => {
        const field = document.activeElement as HTMLInputElement | HTMLTextAreaElement;
        const before = field.value;
        document.addEventListener(
          'keydown',
          (event) => {
            const now = performance.now();
            // The time stamp is when the browser received the key; take it unless it looks foreign.
            const start = event.timeStamp > 0 && event.timeStamp <= now && now - event.timeStamp < 1000 ? event.timeStamp : now;
            const frame = () => (field.value !== before ? afterPaint((end) => resolve({ start, latency: end - start })) : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
          },
          { once: true, capture: true },
        );
      });
    },
    startRenders: () => {
      seen = new WeakMap();
      renders = null;
      walk(false);
      renders = { blocks: [], outside: [] };
    },
    takeRenders: () => {
      const taken = renders ?? { blocks: [], outside: [] };
      renders = { blocks: [], outside: [] };
      return taken;
    },
  };
}
