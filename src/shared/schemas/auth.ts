import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/shared/auth-constants";

const email = z.string().trim().min(1, "Bitte gib Deine E-Mail-Adresse ein.").pipe(z.email("Bitte gib eine gültige E-Mail-Adresse ein."));
const optionalName = z.string().trim().max(100, "Höchstens 100 Zeichen.");

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Bitte gib Dein Passwort ein."),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`)
  .max(128, "Das Passwort darf höchstens 128 Zeichen lang sein.");

// SPEC §5 "Sign-up": email and password, optional first and last name.
export const signUpSchema = z.object({
  email,
  password: newPasswordField,
  firstName: optionalName,
  lastName: optionalName,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: "Die Passwörter stimmen nicht überein.", path: ["confirm"] });
