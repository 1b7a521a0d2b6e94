/**
 * The first opening of a picker dialog in a page costs what no later opening does: the browser
 * compiles the code of Chakra's dialog, its machine and our panes as it first runs them, Emotion writes
 * the style rules of every part the first time it is drawn, and the browser loads the fonts of the
 * dialog's words and shapes them (bench:user-picker: the first opening's script about three times the
 * second's, its layout ten times; docs/pickers.md "Opening fast"). A picker field therefore draws its
 * dialog once in advance, out of sight, when the browser is first idle after the field appeared: into
 * an element that is not in the document, inside a hidden `<Activity>`, whose effects do not run (no
 * focus moved, no scroll locked, no call made) while its render and Emotion's style insertion do; then
 * a copy of the elements is laid out in the page and taken out in the same task. One field per dialog
 * kind and page does it; the copy is dropped once drawn. Browsers without `requestIdleCallback` (and
 * the unit tests' jsdom) skip it.
 */
import { Activity, createContext, useCallback, useContext, useEffect, useInsertionEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Dialog kinds drawn in advance in this page, or claimed by a field about to draw theirs. */
const warmUps = new Map<string, 'claimed' | 'drawn'>();

/**
 * Whether this field should draw the dialog of `kind` in advance now: true from the browser's first
 * idle moment after the field mounted until `done` is called, in one field per kind and page (a field
 * gone before its copy was drawn leaves the kind to the next one).
 */
export function useDialogWarmUp(kind: string): { warming: boolean; done: () => void } {
  const [warming, setWarming] = useState(false);
  useEffect(() => {
    if (warmUps.has(kind) || typeof requestIdleCallback !== 'function') return;
    let claimed = false;
    const id = requestIdleCallback(() => {
      if (warmUps.has(kind)) return;
      warmUps.set(kind, 'claimed');
      claimed = true;
      setWarming(true);
    });
    return () => {
      cancelIdleCallback(id);
      if (claimed && warmUps.get(kind) === 'claimed') warmUps.delete(kind);
    };
  }, [kind]);
  const done = useCallback(() => {
    warmUps.set(kind, 'drawn');
    setWarming(false);
  }, [kind]);
  return { warming, done };
}

/** True inside a warm-up copy: its dialog stays where it is drawn instead of going to the page's body. */
const WarmUpContext = createContext(false);

export function useInWarmUp(): boolean {
  return useContext(WarmUpContext);
}

/**
 * Lays out a copy of the drawn elements once, in the page but invisible, and takes it out again in the
 * same task (so it is never painted, and nothing outside this function can see it): the browser then
 * has the styles matched and the dialog's fonts loaded and its words shaped (the largest part of the
 * first opening's layout, bench:user-picker). A copy, because the drawn elements are React's.
 */
function layOutCopy(box: HTMLElement): void {
  const copy = box.cloneNode(true) as HTMLElement;
  // The hidden Activity's `display: none` on the top elements.
  for (const child of copy.children) if (child instanceof HTMLElement) child.style.removeProperty('display');
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  copy.style.cssText = 'position:fixed;inset:0;visibility:hidden;pointer-events:none;contain:strict;z-index:-1';
  document.body.append(copy);
  void copy.offsetHeight;
  copy.remove();
}

/** Tells when the hidden copy has been committed (insertion effects run in a hidden Activity). */
function Drawn({ box, onDrawn }: { box: HTMLElement; onDrawn: () => void }) {
  useInsertionEffect(() => {
    // Not in the insertion effect itself: it may not update state, and the copy is complete after the commit.
    const id = setTimeout(() => {
      layOutCopy(box);
      onDrawn();
    });
    return () => clearTimeout(id);
  }, [box, onDrawn]);
  return null;
}

/** Draws `children` (an open picker dialog) out of the document, hidden, lays out a copy, then calls `onDrawn`. */
export function DialogWarmUp({ children, onDrawn }: { children: ReactNode; onDrawn: () => void }) {
  const [box] = useState(() => document.createElement('div'));
  return createPortal(
    <WarmUpContext.Provider value>
      <Activity mode="hidden">
        {children}
        <Drawn box={box} onDrawn={onDrawn} />
      </Activity>
    </WarmUpContext.Provider>,
    box,
  );
}
