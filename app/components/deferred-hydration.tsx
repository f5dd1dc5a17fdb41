// Partial hydration (issue 13, "move what the first paint does not need behind interaction or visibility"):
// a part of the page the server renders in full, whose JavaScript the browser loads only when the visitor
// reaches it (scrolls it into view) or reaches for it (points at it, touches it, tabs into it). Until then the
// server's HTML stays as it is: links are plain links, forms are plain forms, text is text.
//
// How: during the document's hydration the part's code is not loaded, so the component suspends inside its own
// Suspense boundary and React keeps the server's HTML there, dehydrated. When the trigger fires the code loads,
// the promise resolves and React hydrates the part against the same HTML. Rendered at any other time (a
// navigation to the page, or an update reaching a part still dehydrated), the code loads at once: React then
// waits for it (inside a transition) or renders the part afresh, never shows the part empty for good.
import {
  memo,
  Suspense,
  use,
  useContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext as RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";
import { AppStateContext, ThemeContext } from "../client/app-state.tsx";
import { OverlayEscapeContext } from "../modals/overlay-escape.ts";
import { recordFieldChanges } from "../client/replay-input.ts";
import { type HydrateWhen, watchForHydration } from "../client/hydration-triggers.ts";

export type { HydrateWhen };

// A click that arrives before the part's code (a touch is quick) would be lost on a control that has no
// behaviour without JavaScript; it is held and given again once the part is hydrated. Links, form fields and a
// form's submit button work without JavaScript and keep their own behaviour; a submission is held too, below.
function worksWithoutScript(target: Element): boolean {
  const control = target.closest("a[href], input, select, textarea, label, summary, button");
  if (control instanceof HTMLButtonElement) return control.type === "submit" && control.form !== null;
  return control !== null;
}
// A form submitted while its part's code is on its way is submitted again once React listens, so it goes
// where the page's own code sends it (the same search, without a page load); after this long without the
// code, the browser submits it as plain HTML.
const SUBMIT_WAIT_MS = 4_000;

type Gate = { promise: Promise<void>; open: () => void; opened: boolean };

const serverLoads: Promise<void>[] = [];

/**
 * Resolves once the server has loaded every deferred part's code. A part whose code is still on its way
 * would suspend, and React would send its HTML at the end of the page with a script to move it into place:
 * out of place for a visitor without JavaScript, and kept so by the page cache.
 */
export function deferredPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A component whose code is in its own chunk (`load`) and whose hydration waits for `when`. Its props must be
 * plain data (they are compared with `memo`): a change of props starts loading the code.
 */
export function deferHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  when: HydrateWhen,
): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const loadCode = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // The server renders every part in full, in place (entry.server.tsx waits for these before any render).
  if (import.meta.env.SSR) serverLoads.push(loadCode());

  function Part({ props, gate, onHydrated }: { props: Props; gate: Gate; onHydrated: () => void }) {
    const hydrating = useHydrating();
    useEffect(onHydrated, [onHydrated]);
    if (!Loaded) {
      // Rendered other than to hydrate: something changed that the server's HTML cannot show.
      if (!hydrating) gate.open();
      use(gate.promise);
    }
    const Component = Loaded!;
    // The same element when React renders the part again only to leave hydration behind (useHydrating).
    return useMemo(() => <Component {...props} />, [Component, props]);
  }

  function DeferredPart(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => createGate(Loaded || import.meta.env.SSR ? loadCode() : null, loadCode));
    const heldClick = useRef<Element>(null);
    const heldSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null }>(null);
    const fieldChanges = useRef<ReturnType<typeof recordFieldChanges>>(null);
    const hydrated = useRef(false);
    // Shown on the wrapper (data-deferred): what a test, or someone reading the page, can wait for.
    const [hydratedShown, setHydratedShown] = useState(false);
    // What the visitor did while the code was on its way is done again, now that React listens (React itself
    // gives the focus's arrival and the pointer's moves again).
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      setHydratedShown(true);
      fieldChanges.current?.replay();
      const target = heldClick.current;
      heldClick.current = null;
      const submission = heldSubmit.current;
      heldSubmit.current = null;
      if (!target && !submission) return;
      // In a task of its own: the replayed fields set the part's state, which React applies once this effect
      // is over; a submit handler run now would still read the fields as they were before (an Enter pressed
      // in a search box would search without its words).
      window.setTimeout(() => {
        // Dispatched rather than `click()`: the target may be an icon's SVG inside the button.
        if (target?.isConnected)
          target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
        if (submission?.form.isConnected) submission.form.requestSubmit(submission.submitter);
      });
    }, []);

    useEffect(() => {
      const element = wrapper.current;
      if (!element || gate.opened) return;
      const holdClick = (event: MouseEvent) => {
        if (hydrated.current || !(event.target instanceof Element)) return;
        if (!element.contains(event.target) || worksWithoutScript(event.target)) return;
        event.preventDefault();
        event.stopPropagation();
        heldClick.current = event.target;
        gate.open();
      };
      // On the window, ahead of React: React stops every event aimed at a part it has not hydrated yet.
      window.addEventListener("click", holdClick, true);
      const holdSubmit = (event: SubmitEvent) => {
        const form = event.target;
        if (hydrated.current || !(form instanceof HTMLFormElement) || !element.contains(form)) return;
        event.preventDefault();
        event.stopPropagation();
        heldSubmit.current = { form, submitter: event.submitter };
        gate.open();
        window.setTimeout(() => {
          if (hydrated.current || heldSubmit.current?.form !== form) return;
          heldSubmit.current = null;
          window.removeEventListener("submit", holdSubmit, true);
          form.requestSubmit(event.submitter);
        }, SUBMIT_WAIT_MS);
      };
      window.addEventListener("submit", holdSubmit, true);
      const changes = recordFieldChanges(element);
      fieldChanges.current = changes;
      const stopWatching = watchForHydration(when, element, gate.open);
      void gate.promise.then(stopWatching);
      return () => {
        stopWatching();
        changes.stop();
        window.removeEventListener("click", holdClick, true);
        window.removeEventListener("submit", holdSubmit, true);
      };
    }, [gate]);

    // The same element while the props are the same: React hydrates a waiting part later only if nothing was
    // given to it in between (a new element, even an equal one, makes it render the part afresh).
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Part props={props} gate={gate} onHydrated={onHydrated} />
        </Suspense>
      ),
      [props, gate, onHydrated],
    );
    useContextsAbove();
    return (
      <div ref={wrapper} className="contents" data-deferred={hydratedShown ? "hydrated" : "waiting"}>
        <RouteContext value={useSteadyRouteContext()}>{part}</RouteContext>
      </div>
    );
  }
  return memo(DeferredPart) as unknown as ComponentType<Props>;
}

/**
 * When a context's value changes, React looks for its readers below the provider and stops at the first one on
 * each path; if it meets a waiting part first, it cannot know whether the part reads the context and renders
 * the part afresh, loading its code for nothing. So the wrapper reads every context that changes while a page
 * is open (the router's state, the location, the visitor's state once /user.ljson answers...): the change
 * stops here, the wrapper renders again (it is cheap), and the waiting part, given the same element, waits on.
 * A part already hydrated still hears every change: React carries it on from the wrapper to the readers below.
 * A context missing from this list only costs the deferral (tests/e2e/deferred-hydration.spec.ts notices).
 */
function useContextsAbove(): void {
  useContext(UNSAFE_DataRouterContext);
  useContext(UNSAFE_DataRouterStateContext);
  useContext(UNSAFE_FetchersContext);
  useContext(UNSAFE_FrameworkContext);
  useContext(UNSAFE_LocationContext);
  useContext(UNSAFE_NavigationContext);
  useContext(UNSAFE_ViewTransitionContext);
  useContext(AppStateContext);
  useContext(ThemeContext);
  useContext(OverlayEscapeContext);
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates server HTML (it asks for the server's snapshot then), false when it renders in the
 * browser: the one way to tell React hydrating a waiting part (it tries again now and then) from React
 * rendering it because its props or a context it reads changed.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * React Router gives its route context a new value each time it renders, even when nothing about the route
 * changed (after hydration it renders again when it learns the routes behind the links in view). Every link
 * reads that context, so a new value would reach the links of a part still waiting and load its code for
 * nothing: the part sees the same value until the matched routes really change.
 */
function useSteadyRouteContext() {
  const route = useContext(RouteContext);
  const [steady, setSteady] = useState(route);
  if (sameRoutes(steady, route)) return steady;
  setSteady(route);
  return route;
}

type RouteContextValue = React.ContextType<typeof RouteContext>;

function sameRoutes(a: RouteContextValue, b: RouteContextValue): boolean {
  if (a === b) return true;
  if (a.isDataRoute !== b.isDataRoute || a.matches.length !== b.matches.length) return false;
  return a.matches.every((match, index) => {
    const other = b.matches[index]!;
    return (
      match.route.id === other.route.id &&
      match.pathname === other.pathname &&
      match.pathnameBase === other.pathnameBase &&
      JSON.stringify(match.params) === JSON.stringify(other.params)
    );
  });
}

/** A promise that settles once `open` has been called and the code has loaded. */
function createGate(ready: Promise<void> | null, loadCode: () => Promise<void>): Gate {
  if (ready) return { promise: ready, open: () => {}, opened: true };
  let resolve!: () => void;
  const gate: Gate = {
    promise: new Promise<void>((settle) => (resolve = settle)),
    opened: false,
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      // A chunk that failed to load (the connection dropped) is asked for again at the next trigger; until
      // then the server's HTML keeps working as plain HTML.
      loadCode().then(resolve, () => {
        gate.opened = false;
      });
    },
  };
  return gate;
}
