import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/shared/auth-constants";
import { messages } from "@/shared/messages";

const email = z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid));
const optionalName = z.string().trim().max(100, messages.tooLong(100));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, messages.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, messages.passwordTooShort)
  .max(128, messages.passwordTooLong);

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
  .refine((v) => v.password === v.confirm, { message: messages.passwordsDiffer, path: ["confirm"] });
