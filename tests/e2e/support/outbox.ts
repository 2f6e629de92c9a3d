import fs from "node:fs";
import path from "node:path";

/** The newest link mailed to `email`, read from the server's outbox folder. */
export async function linkFromOutbox(dataDir: string, email: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? messageFiles(dir).reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as { to: string; text: string };
      if (mail.to === email) {
        const link = mail.text.match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
      }
    }
    if (Date.now() > deadline) throw new Error(`Keine Mail an ${email} im Postausgang ${dir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The outbox's messages, oldest first (their attachments lie beside them under other names). */
const messageFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();

/** Every mail to `email` in the server's outbox folder, oldest first. */
export function mailsTo(dataDir: string, email: string): Array<{ to: string; subject: string; text: string; attachments: Array<{ filename: string; contentType: string; file: string }> }> {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return messageFiles(dir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as ReturnType<typeof mailsTo>[number])
    .filter((mail) => mail.to === email);
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationTokenFromOutbox(dataDir: string, email: string): Promise<string> {
  const link = new URL(await linkFromOutbox(dataDir, email));
  const token = link.searchParams.get("token");
  if (link.pathname !== "/invitation" || !token) throw new Error(`Die neueste Mail an ${email} ist keine Einladung: ${link.pathname}`);
  return token;
}
