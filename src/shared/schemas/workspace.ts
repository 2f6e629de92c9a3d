import { z } from "zod";
import { workspaceRoles } from "@/shared/enums";

export const renameWorkspaceSchema = z.object({
  name: z.string().trim().min(1, "Bitte gib einen Namen ein.").max(100, "Höchstens 100 Zeichen."),
});

export const addMemberSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Bitte gib eine gültige E-Mail-Adresse ein.")),
  role: z.enum(workspaceRoles, { message: "Bitte wähle eine Rolle: admin, editor oder viewer." }),
});
