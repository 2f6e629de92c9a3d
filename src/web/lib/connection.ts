// A read that could not reach the backend, reported to the dashboard (SPEC §2: the
// "Konfigurationsfehler" screen whenever the backend connection fails on a /dashboard path,
// not only on the first load). The query cache reports; the dashboard layout listens.

type Listener = (error: Error) => void;
const listeners = new Set<Listener>();

export function reportConnectionLost(error: Error): void {
  for (const listener of listeners) listener(error);
}

/** Returns the unsubscribe. */
export function onConnectionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
