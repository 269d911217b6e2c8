import {
  createElement,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';

/**
 * Progressive hydration (docs/architecture.md "Progressive hydration"): a secondary region of a
 * page whose code loads in a chunk of its own and which hydrates when the browser is idle, when it
 * comes near the viewport, or when it is touched — whichever comes first.
 *
 * - Server: every deferred module is loaded once at start-up (`loadDeferred`, awaited by the
 *   renderer), so `renderToString` renders the region's real content, never a fallback: the HTML
 *   is the same with JavaScript or without.
 * - Browser, hydrating: the region is a Suspense boundary whose content waits on a gate (its code
 *   loaded and its trigger fired); until then React leaves the server's HTML in place (dehydrated).
 *   No fallback ever replaces server HTML. While dehydrated the boundary is given the same element
 *   every render, so an update of the page above it never forces it to client-render.
 * - A click inside a dehydrated region is held (React would drop it: it cannot hydrate a boundary
 *   whose code has not arrived) and replayed on the same element once the region has hydrated.
 * - Browser, client navigation: the region renders as soon as its code is there (at once when it
 *   was loaded before).
 */
export type DeferredWhen = 'idle' | 'visible';

export interface DeferredOptions {
  when: DeferredWhen;
  /**
   * Hold clicks made before the region hydrates and replay them after (default true). Off for a
   * region of plain links, whose clicks the browser follows without React.
   */
  holdClicks?: boolean;
}

type Load = () => Promise<unknown>;
const registry: { load: Load; loaded: () => boolean }[] = [];

/** Loads every deferred region's code (the server, once at start-up, after the pages loaded). */
export const loadDeferred = (): Promise<unknown> => Promise.all(registry.map((r) => r.load()));

let started = false;
/**
 * Client navigation (`loadPage`): once the first page has hydrated, a page's deferred regions load
 * with its chunk, so they render with it (no region popping in after the page).
 */
export const loadDeferredAfterStart = (): Promise<unknown> => (started ? loadDeferred() : Promise.resolve());

/** Whether a deferred region's code has not been loaded yet (the renderer then awaits `loadDeferred`). */
export const deferredPending = (): boolean => registry.some((r) => !r.loaded());

const noSubscribe = () => () => {};
/** True while React hydrates (and on the server): the server snapshot is used then. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );

const IDLE_TIMEOUT_MS = 2000;
const NO_IDLE_CALLBACK_DELAY_MS = 200;
/** Regions start loading a little before they scroll into view. */
const VISIBLE_MARGIN = '200px 0px';

/** Events that show the reader is about to use a region: it starts hydrating at once. */
const INTENT_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

interface Gate {
  /** Resolves once the region's code is loaded and its trigger fired. */
  ready: Promise<unknown>;
  open(): void;
  /** Called by the region's content once it has hydrated. */
  hydrated(): void;
  onHydrated: (() => void) | null;
  /** The code could not load: the region stays as the server rendered it. */
  onFailed: (() => void) | null;
}

/**
 * A promise marked with its outcome the way React's `use` reads it (`status`, `value`): once it
 * has settled, `use` returns at once instead of suspending for a tick (a region whose code the
 * browser already has renders with its page).
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  p.then(
    (value) => Object.assign(p, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(p, { status: 'rejected', reason }),
  );
  return p;
}

function createGate(load: Load): Gate {
  let open!: () => void;
  // Opening starts the load at once (a touch must not wait a tick). A load that fails leaves the
  // gate shut (React keeps the server's HTML; a later touch tries again).
  const ready = settled(
    new Promise((resolve) => {
      open = () => void load().then((c) => (c ? resolve(c) : gate.onFailed?.()));
    }),
  );
  const gate: Gate = {
    ready,
    open,
    hydrated: () => gate.onHydrated?.(),
    onHydrated: null,
    onFailed: null,
  };
  return gate;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  // Safari (iOS 12 included) has no requestIdleCallback.
  const id = window.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

function whenVisible(el: HTMLElement, run: () => void): () => void {
  const boxes = Array.from(el.children);
  // No observer (older browsers) or nothing to observe (an empty region): hydrate when idle.
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return whenIdle(run);
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        run();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  boxes.forEach((b) => io.observe(b));
  return () => io.disconnect();
}

const REPLAY_POLL_MS = 50;
const REPLAY_GIVE_UP_MS = 10_000;
/** React's own mark on an element it has hydrated (its props' key). */
const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Clicks the element once React has hydrated it: the region's own boundary is, but a boundary
 * nested in it (a region with a Suspense of its own, as the comments) may still wait for its code.
 * After 10 s it clicks anyway (the browser's default then: a link, a form's submit).
 */
function clickWhenHydrated(target: HTMLElement, waited = 0): void {
  if (!target.isConnected) return;
  const node = target.closest('a, button, input, select, textarea, summary, label, [role]') ?? target;
  if (isHydrated(node) || waited >= REPLAY_GIVE_UP_MS) target.click();
  else window.setTimeout(() => clickWhenHydrated(target, waited + REPLAY_POLL_MS), REPLAY_POLL_MS);
}

/**
 * Watches a dehydrated region: opens its gate on its trigger or on a touch, holds a click made
 * before it hydrated and replays it after. Returns the clean-up.
 */
function watch(
  el: HTMLElement,
  gate: Gate,
  { when, holdClicks = true }: DeferredOptions,
  onHydrated: () => void,
): () => void {
  let held: HTMLElement | null = null;
  const inside = (e: Event) => e.target instanceof Node && el.contains(e.target);
  const intent = (e: Event) => {
    if (inside(e)) gate.open();
  };
  const click = (e: MouseEvent) => {
    if (!inside(e)) return;
    gate.open();
    if (!holdClicks) return;
    // Before React's own listener (on the root, capture): React would drop it, and a link's
    // default would leave the page instead of navigating in it.
    e.preventDefault();
    e.stopPropagation();
    held = e.target instanceof HTMLElement ? e.target : (e.target as Element).closest<HTMLElement>('*');
  };
  const stopTrigger = when === 'visible' ? whenVisible(el, gate.open) : whenIdle(gate.open);
  for (const type of INTENT_EVENTS) document.addEventListener(type, intent, { capture: true, passive: true });
  document.addEventListener('click', click, true);
  const stop = () => {
    stopTrigger();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, intent, { capture: true });
    document.removeEventListener('click', click, true);
  };
  const replay = () => {
    stop();
    const target = held;
    held = null;
    // Hydration keeps the server's elements: the same element now has its handlers.
    if (target) clickWhenHydrated(target);
  };
  gate.onHydrated = () => {
    replay();
    onHydrated();
  };
  // The code could not load: a held click gets the browser's own default (a link, a form's submit).
  gate.onFailed = () => {
    const target = held;
    held = null;
    if (target?.isConnected) {
      document.removeEventListener('click', click, true);
      target.click();
      document.addEventListener('click', click, true);
    }
  };
  return stop;
}

/** A region's content: waits on its gate while hydrating, or on its code. */
function makeContent<P extends object>(getComponent: () => ComponentType<P> | null, load: Load) {
  return function DeferredContent({ gate, props }: { gate: Gate | null; props: P }) {
    // Always one `use` (of a promise React reads synchronously once it has settled).
    use(gate ? gate.ready : load());
    useEffect(() => gate?.hydrated(), [gate]);
    const component = getComponent();
    return component ? createElement(component, props) : null;
  };
}

/**
 * A component whose code loads lazily and which hydrates when idle, visible or touched:
 * `const SimilarStories = deferred(() => import('./SimilarStories').then((m) => m.SimilarStories), { when: 'visible' })`.
 * Call it at module level (each call registers its loader for the server).
 */
export function deferred<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  options: DeferredOptions,
): ComponentType<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;
  // Never rejects: a chunk that fails to load gives null (and the next call tries again).
  const load = (): Promise<ComponentType<P> | null> =>
    (loading ??= settled(
      loader().then(
        (c) => (component = c),
        () => ((loading = null), null),
      ),
    ));
  registry.push({ load, loaded: () => component !== null });
  const Content = makeContent<P>(() => component, load);

  function Deferred(props: P) {
    const hydrating = useHydrating() && typeof document !== 'undefined';
    const ref = useRef<HTMLDivElement>(null);
    const [frozen] = useState<{ gate: Gate | null; element: ReactElement | null }>(() => {
      if (!hydrating) return { gate: null, element: null };
      const gate = createGate(load);
      return {
        gate,
        element: (
          <Suspense fallback={null}>
            <Content gate={gate} props={props} />
          </Suspense>
        ),
      };
    });
    const [live, setLive] = useState(frozen.gate === null);
    useEffect(() => {
      started = true;
      const { gate } = frozen;
      if (!gate || !ref.current) return undefined;
      return watch(ref.current, gate, options, () => setLive(true));
    }, [frozen]);
    return (
      <div ref={ref} style={CONTENTS} data-deferred={options.when}>
        {live ? (
          <Suspense fallback={null}>
            <Content gate={null} props={props} />
          </Suspense>
        ) : (
          frozen.element
        )}
      </div>
    );
  }
  Deferred.displayName = 'Deferred';
  return Deferred;
}

/** The wrapper adds no box: the region lays out as it would without it. */
const CONTENTS = { display: 'contents' } as const;
