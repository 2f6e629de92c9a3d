import { today } from "@/core/dates";
import type { StatementDetailDto } from "@/shared/operating-cost-types";
import type { StatementMailInput } from "@/shared/schemas/operating-costs";
import { messages } from "@/shared/messages";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { statementMailings } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { fieldError } from "@/server/http/request";
import type { Mailer } from "@/server/mail";
import { statementLetters } from "./statement-files.service";
import { statementMail } from "./statement-letter";
import { getStatement, markStatementSent } from "./statements.service";

// E-mailing the letters of a finalised statement (issue 19): each chosen tenant gets their
// PDF at the address on file, and each mail that went out is recorded at once — a mail cannot
// be taken back, so a failure half-way keeps what was sent. When every tenant of the version
// has been mailed, the statement counts as sent today (its balance becomes due from then);
// tenants without an address get the letter by post and the landlord records that date.

type Ctx = { db: Db; actor: Actor; mailer: Mailer };

/** POST /operating-cost-statements/:id/mail */
export async function mailStatementLetters({ db, actor, mailer, id, input }: Ctx & { id: string; input: StatementMailInput }): Promise<StatementDetailDto> {
  authorize(actor, "write");
  const statement = await getStatement({ db, actor, id });
  if (statement.version !== input.version) throw new AppError("stale", messages.staleRecord);
  if (statement.status === "draft") throw new AppError("conflict", messages.statementNotFinalised);

  const chosen = [...new Set(input.contractIds)];
  const recipientOf = new Map(statement.recipients.map((r) => [r.contractId, r]));
  if (chosen.some((c) => !recipientOf.has(c))) throw fieldError("contractIds", messages.statementContractUnknown);
  const nameOf = (contractId: string) => statement.contracts.find((c) => c.id === contractId)?.tenantName ?? "";
  const withoutAddress = chosen.filter((c) => !recipientOf.get(c)!.email);
  if (withoutAddress.length > 0) throw fieldError("contractIds", messages.statementMailNoAddress(withoutAddress.map(nameOf).join(", ")));

  // Every letter is made before the first mail goes out: a letter that cannot be made stops all.
  const { landlordName, place, letters } = await statementLetters(db, actor, statement, chosen);
  let sent = 0;
  for (const letter of letters) {
    const address = recipientOf.get(letter.contractId)!.email!;
    try {
      await mailer.send({
        to: address,
        ...statementMail({ tenantName: nameOf(letter.contractId), start: statement.periodStart, end: statement.periodEnd, place, landlordName }),
        attachments: [{ filename: letter.fileName, contentType: "application/pdf", content: letter.bytes }],
      });
    } catch {
      throw new AppError("unavailable", messages.statementMailFailed(sent));
    }
    await db.insert(statementMailings).values({ workspaceId: actor.workspaceId, statementId: id, contractId: letter.contractId, address, sentBy: actor.userId });
    sent += 1;
  }

  const mailed = new Set([...statement.recipients.filter((r) => r.mailings.length > 0).map((r) => r.contractId), ...chosen]);
  if (statement.status === "finalised" && statement.recipients.every((r) => mailed.has(r.contractId))) {
    return markStatementSent({ db, actor, id, version: statement.version, sentOn: today() });
  }
  return getStatement({ db, actor, id });
}
