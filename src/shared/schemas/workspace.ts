import { z } from "zod";
import { DELETE_CONFIRMATION_WORD, messages } from "@/shared/messages";
import { memberPresetRoles, memberPresets, workspaceRoles } from "@/shared/enums";

export const renameWorkspaceSchema = z.object({
  name: z.string().trim().min(1, messages.workspaceNameRequired).max(100, messages.tooLong(100)),
});

const email = z.string().trim().toLowerCase().pipe(z.email(messages.emailInvalid));
const role = z.enum(workspaceRoles, { message: messages.roleRequired });

/**
 * A role, or a preset that stands for one ("Steuerberater/in (nur lesen)" is a viewer).
 * The preset decides the role, so the two cannot disagree.
 */
const preset = z.enum(memberPresets).nullish();
const presetDecides = <T extends { role: (typeof workspaceRoles)[number]; preset?: (typeof memberPresets)[number] | null }>(v: T) =>
  v.preset ? { ...v, role: memberPresetRoles[v.preset], preset: v.preset } : { ...v, preset: null };

export const inviteMemberSchema = z.object({ email, role, preset }).transform(presetDecides);
export const changeMemberRoleSchema = z.object({ role, preset }).transform(presetDecides);

/** The secret of an invitation link: 32 random bytes, base64url. */
export const invitationTokenSchema = z.object({
  token: z.string({ message: messages.invitationTokenInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, messages.invitationTokenInvalid),
});

const name = z
  .string()
  .trim()
  .max(100, messages.profileNameTooLong)
  .transform((v) => (v === "" ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** SPEC §3 profiles: first and last name, each optional (null when empty). */
export const profileSchema = z.object({ firstName: name, lastName: name });

/** Deleting the account: the password and the word „löschen“ (SPEC §2: every permanent delete asks for it). */
export const deleteAccountSchema = z.object({
  password: z.string({ message: messages.passwordRequired }).min(1, messages.passwordRequired).max(1000, messages.passwordWrong),
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { message: messages.confirmDelete }),
});
