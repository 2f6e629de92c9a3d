import type { MailMessage } from "@/server/mail";
import { memberPresetLabels, roleLabels, type MemberPreset, type Role } from "@/shared/enums";
import { INVITATION_TTL_DAYS } from "./invitation-token";

/** The invitation mail: who invites, into which portfolio, with which role; the link, once, for 7 days. */
export function invitationMail(input: {
  to: string;
  workspaceName: string;
  inviterName: string | null;
  role: Role;
  preset: MemberPreset | null;
  link: string;
}): MailMessage {
  const roleText = input.preset ? memberPresetLabels[input.preset] : roleLabels[input.role];
  const who = input.inviterName ? `${input.inviterName} lädt Dich` : "Du wirst";
  const invited = input.inviterName ? "ein" : "eingeladen";
  return {
    to: input.to,
    subject: `Hausbuch: Einladung in das Portfolio „${input.workspaceName}“`,
    text:
      `Hallo,\n\n${who} in das Portfolio „${input.workspaceName}“ bei Hausbuch ${invited} – mit der Rolle ${roleText}.\n\n` +
      `Zum Annehmen öffne diesen Link:\n${input.link}\n\n` +
      `Der Link gilt ${INVITATION_TTL_DAYS} Tage und nur einmal. Hast Du noch kein Hausbuch-Konto, registriere Dich mit dieser E-Mail-Adresse und öffne den Link danach noch einmal.\n\n` +
      "Erwartest Du keine Einladung, ignoriere diese E-Mail: Ohne Deine Zustimmung wirst Du nirgends hinzugefügt.",
  };
}
