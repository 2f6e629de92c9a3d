// Workspaces (Portfolios), their members and invitations.

export const workspaceMessages = {
  workspaceNotFound: "Dieses Portfolio wurde nicht gefunden.",
  workspaceNameRequired: "Bitte gib einen Namen ein.",
  roleRequired: "Bitte wähle eine Rolle: admin, editor oder viewer.",
  alreadyMember: "Diese Person gehört bereits zu diesem Portfolio.",
  memberNotFound: "Dieses Mitglied gehört nicht zu diesem Portfolio.",
  lastAdmin:
    "Das Portfolio braucht mindestens einen Administrator. Ernenne zuerst ein anderes Mitglied zum Administrator – oder lösche das Portfolio mit Deinem Konto, wenn Du es allein nutzt.",
  invitationOpen: "An diese Adresse ist schon eine Einladung unterwegs. Du kannst sie in der Liste erneut senden.",
  invitationNotFound: "Diese Einladung gibt es nicht. Prüfe den Link oder bitte um eine neue Einladung.",
  invitationExpired: "Diese Einladung ist abgelaufen. Bitte um eine neue Einladung.",
  invitationUsed: "Diese Einladung wurde bereits angenommen. Ein Einladungslink gilt nur einmal.",
  invitationRevoked: "Diese Einladung wurde zurückgezogen.",
  invitationOtherEmail: (email: string) =>
    `Diese Einladung gilt für ${email}. Melde Dich mit dieser Adresse an, um sie anzunehmen.`,
  invitationMailFailed: "Die Einladung konnte nicht versendet werden. Bitte versuche es später noch einmal.",
  invitationNotOpen: "Diese Einladung ist nicht mehr offen.",
  invitationTokenInvalid: "Der Einladungslink ist unvollständig. Öffne ihn bitte direkt aus der E-Mail.",
  sessionNotFound: "Diese Sitzung gibt es nicht (mehr).",
  profileNameTooLong: "Bitte höchstens 100 Zeichen.",
  passwordWrong: "Das Passwort stimmt nicht.",
  lastAdminBeforeDeletion: (names: string[]) =>
    `Du bist der einzige Administrator ${names.length === 1 ? "im Portfolio" : "in den Portfolios"} ${names.map((n) => `„${n}“`).join(", ")}, zu dem noch andere gehören. Ernenne dort zuerst ein anderes Mitglied zum Administrator (unter Team); danach kannst Du Dein Konto löschen.`,
} as const;
