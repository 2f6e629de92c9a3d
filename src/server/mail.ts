import fs from "node:fs/promises";
import path from "node:path";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
};

// Without SMTP_URL, messages go to files in <dataDir>/outbox and a log line,
// so a fresh install can finish sign-up without a mail server.
export function createOutboxMailer(outboxDir: string, log: (line: string) => void = console.log): Mailer {
  return {
    kind: "outbox",
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(outboxDir, `${stamp}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.json`);
      await fs.writeFile(file, JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2));
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log(`[Mail] An ${message.to}: ${message.subject}${link ? ` – ${link}` : ""} (${file})`);
    },
  };
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = (await import("nodemailer")).default;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
