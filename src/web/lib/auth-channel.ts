// Tells the app's other tabs that this one signed in or out (SPEC §4: the auth state follows
// changes at once, not only when a tab gets the focus back). Same origin only, by the browser.

export type AuthChange = "signed-in" | "signed-out";

const CHANNEL = "hausbuch-auth";
const supported = () => typeof BroadcastChannel !== "undefined";
/** This tab: its own channels hear its announcements too, and must not act on them. */
const THIS_TAB = Math.random().toString(36).slice(2);

type Message = { change: AuthChange; tab: string };

export function announceAuthChange(change: AuthChange): void {
  if (!supported()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ change, tab: THIS_TAB } satisfies Message);
  channel.close();
}

/** Calls `listener` for every change announced by another tab; returns the unsubscribe. */
export function onAuthChange(listener: (change: AuthChange) => void): () => void {
  if (!supported()) return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Partial<Message> | null>) => {
    const { change, tab } = event.data ?? {};
    if (tab !== THIS_TAB && (change === "signed-in" || change === "signed-out")) listener(change);
  };
  return () => channel.close();
}
