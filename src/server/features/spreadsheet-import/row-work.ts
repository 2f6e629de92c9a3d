import { messages } from "@/shared/messages";
import type { ImportEntity, RowActionDto } from "@/shared/spreadsheet-import-types";
import type { RowValues } from "./columns";

// One row while it is planned: its problems ("Zeile N: …"), the records it leads to, and the
// records it would add. Those are added to the plan only when the row ends without a problem,
// so a row the user has to leave out never shapes the records of the others.

export type RowAction = Omit<RowActionDto, "key"> & { id: string };

export class RowWork {
  readonly errors: string[] = [];
  readonly actions: RowAction[] = [];
  private readonly additions: (() => void)[] = [];

  constructor(
    readonly rowNumber: number,
    readonly values: RowValues,
  ) {}

  fail(problem: string): null {
    this.errors.push(messages.rowProblem(this.rowNumber, problem));
    return null;
  }

  /** Each issue of a refused record (the same schemas the forms and the API use). */
  refused(issues: readonly { message: string }[]): null {
    for (const issue of issues) this.fail(issue.message);
    return null;
  }

  act(entity: ImportEntity, record: { id: string; isNew: boolean }, label: string): void {
    this.actions.push({ entity, action: record.isNew ? "create" : "exists", label, id: record.id });
  }

  /** `add` runs when the row is done and fine. */
  adds(add: () => void): void {
    this.additions.push(add);
  }

  finish(): void {
    if (this.errors.length === 0) for (const add of this.additions) add();
  }
}
