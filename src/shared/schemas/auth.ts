import { z } from "zod";
import { messages } from "@/shared/messages";
import { passwordProblem, passwordProblemMessages } from "@/shared/password-policy";

const email = z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid));
const optionalName = z.string().trim().max(100, messages.tooLong(100));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, messages.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

// The server checks the same rule (password-policy.ts) on sign-up, reset and change.
export const newPasswordField = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: "custom", message: passwordProblemMessages[problem] });
});

// SPEC §5 "Sign-up": email and password, optional first and last name.
export const signUpSchema = z
  .object({
    email,
    password: newPasswordField,
    firstName: optionalName,
    lastName: optionalName,
  })
  .refine((v) => passwordProblem(v.password, v.email) !== "isEmail", { message: messages.passwordIsEmail, path: ["password"] });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: messages.passwordsDiffer, path: ["confirm"] });

// Settings → Passwort ändern: the current password, the new one twice.
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, messages.passwordRequired), newPassword: newPasswordField, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { message: messages.passwordsDiffer, path: ["confirm"] });

// Settings → E-Mail ändern.
export const changeEmailSchema = z.object({ newEmail: email });
