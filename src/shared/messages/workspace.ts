// Workspaces (Portfolios) and their members.

export const workspaceMessages = {
  workspaceNotFound: "Dieses Portfolio wurde nicht gefunden.",
  workspaceNameRequired: "Bitte gib einen Namen ein.",
  roleRequired: "Bitte wähle eine Rolle: admin, editor oder viewer.",
  memberAddRequested:
    "Wenn es zu dieser E-Mail-Adresse ein bestätigtes Hausbuch-Konto gibt, gehört es jetzt zu diesem Portfolio. Du siehst es dann in der Mitgliederliste.",
  alreadyMember: "Diese Person gehört bereits zu diesem Portfolio.",
} as const;
