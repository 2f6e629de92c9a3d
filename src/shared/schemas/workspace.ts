import { z } from "zod";
import { messages } from "@/shared/messages";
import { workspaceRoles } from "@/shared/enums";

export const renameWorkspaceSchema = z.object({
  name: z.string().trim().min(1, messages.workspaceNameRequired).max(100, messages.tooLong(100)),
});

export const addMemberSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(messages.emailInvalid)),
  role: z.enum(workspaceRoles, { message: messages.roleRequired }),
});
