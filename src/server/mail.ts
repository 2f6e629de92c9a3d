import fs from "node:fs/promises";
import path from "node:path";

export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

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
      const base = path.join(outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}`);
      // Attachments lie beside the message as the files they are, so they can be opened.
      const attachments: Array<{ filename: string; contentType: string; file: string }> = [];
      for (const [i, a] of (message.attachments ?? []).entries()) {
        const file = `${base}-${i + 1}${path.extname(a.filename)}`;
        await fs.writeFile(file, a.content);
        attachments.push({ filename: a.filename, contentType: a.contentType, file });
      }
      const file = `${base}.json`;
      await fs.writeFile(file, JSON.stringify({ ...message, attachments, sentAt: new Date().toISOString() }, null, 2));
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      // The subject and link only: the address is personal data and stays out of the log (and the file name).
      log(`[Mail] ${message.subject}${link ? ` – ${link}` : ""} (${file})`);
    },
  };
}

export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer> {
  const nodemailer = (await import("nodemailer")).default;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) }));
      await transport.sendMail({ from, ...message, attachments });
    },
  };
}
