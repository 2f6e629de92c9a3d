export const settingsKeys = {
  sessions: () => ["me", "sessions"] as const,
};
