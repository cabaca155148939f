/**
 * Work that signing out would lose. The shell owns sign-out but not the screens that hold
 * unsaved work (the page editor lives in a remote), so a screen registers a guard here while it
 * is mounted and the shell's log-out confirmation asks every guard before it signs out. It lives
 * in admin-kit because the kit is the one module the shell and every remote share as a singleton.
 */
export interface UnsavedChangesGuard {
  /** True while leaving would lose work. */
  isDirty(): boolean;
  /** What the user is about to lose, in the interface language (shown by the log-out confirmation). */
  message(): string;
  /** The user chose to leave anyway: stop holding navigation back. */
  discard(): void;
}

const guards = new Set<UnsavedChangesGuard>();

/** Adds a guard until the returned function is called (on unmount). */
export function registerUnsavedChanges(guard: UnsavedChangesGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** The messages of the guards that hold unsaved work now (empty: nothing would be lost). */
export function unsavedChangesMessages(): string[] {
  return [...guards].filter((guard) => guard.isDirty()).map((guard) => guard.message());
}

/** Tells every guard holding work that the user leaves anyway (confirmed sign-out). */
export function discardUnsavedChanges(): void {
  for (const guard of guards) if (guard.isDirty()) guard.discard();
}

/**
 * SPEC §4 inactivity: a sign-out nobody confirmed must not lose work. A screen that can put its
 * unsaved work aside (the page editor keeps it in localStorage) registers a keeper; the
 * inactivity timer calls every keeper before it signs out, and the screen offers the work back
 * after the next sign-in.
 */
const keepers = new Set<() => void>();

/** Adds a keeper until the returned function is called (on unmount). */
export function registerUnsavedKeeper(keep: () => void): () => void {
  keepers.add(keep);
  return () => {
    keepers.delete(keep);
  };
}

/** Asks every keeper to put its work aside; one that fails does not stop the others or the sign-out. */
export function keepUnsavedChanges(): void {
  for (const keep of keepers) {
    try {
      keep();
    } catch {
      // Storage full or unavailable: the sign-out goes on; nothing more can be done here.
    }
  }
}
