// Workspaces (Portfolios) and their members.

export const workspaceMessages = {
  workspaceNotFound: "Dieses Portfolio wurde nicht gefunden.",
  workspaceNameRequired: "Bitte gib einen Namen ein.",
  roleRequired: "Bitte wähle eine Rolle: admin, editor oder viewer.",
  memberAccountNotFound: "Zu dieser E-Mail-Adresse gibt es kein bestätigtes Hausbuch-Konto.",
  alreadyMember: "Diese Person gehört bereits zu diesem Portfolio.",
} as const;
