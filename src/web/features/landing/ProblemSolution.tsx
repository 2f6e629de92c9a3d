import { Check, X } from "lucide-react";
import { problemSolution as ps } from "./content";
import { MockDashboard } from "./MockDashboard";

/** Spreadsheet chaos against the product, with the mock dashboard (SPEC §2). */
export function ProblemSolution() {
  return (
    <section id="vergleich" aria-labelledby="problem-solution-title" className="bg-muted/50 px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="problem-solution-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {ps.title}
          </h2>
          <p className="mt-3 text-muted-foreground">{ps.lead}</p>
        </div>

        <div className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-8">
          <div className="rounded-2xl border border-border bg-card p-5 sm:p-8">
            <h3 className="flex items-center gap-3 text-xl font-semibold">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive">
                <X aria-hidden className="h-5 w-5" />
              </span>
              {ps.problem.title}
            </h3>
            <ul className="mt-6 space-y-4">
              {ps.problem.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <X aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-destructive" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-2xl border border-primary/40 bg-card p-5 shadow-sm sm:p-8">
            <h3 className="flex items-center gap-3 text-xl font-semibold">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Check aria-hidden className="h-5 w-5" />
              </span>
              {ps.solution.title}
            </h3>
            <ul className="mt-6 space-y-4">
              {ps.solution.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-success" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mx-auto mt-8 max-w-3xl lg:mt-10">
          <MockDashboard />
        </div>
      </div>
    </section>
  );
}
